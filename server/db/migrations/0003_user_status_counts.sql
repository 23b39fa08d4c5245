CREATE TABLE "user_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
