import { z } from './z';

/**
 * PostgreSQL text cannot hold U+0000; a NUL reaching the database fails the statement. The server
 * refuses it in every GraphQL argument (server/graphql/nul-guard.ts); forms use `noNul` for the same
 * answer before sending.
 */
export const NUL_MESSAGE = 'Text must not contain a NUL character.';

export const hasNul = (text: string) => text.includes('\u0000');

export const noNul = (schema: z.ZodString) => schema.refine((text) => !hasNul(text), NUL_MESSAGE);
