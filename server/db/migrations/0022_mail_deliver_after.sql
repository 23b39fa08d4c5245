-- An email may wait before it is delivered: a post approval's message waits out the approval's undo
-- window (docs/posts.md "Undoing an approval"), so an approval taken back in time is never mailed.
-- NULL (every existing row and every other message) means at once.
ALTER TABLE "mail_outbox" ADD COLUMN "deliver_after" timestamp with time zone;
