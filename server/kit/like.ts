/** Escapes LIKE's wildcards and its escape character, so a search for '50%' means the text '50%'. */
export const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of a contains-match: the text anywhere, its wildcards taken literally. */
export const containsPattern = (s: string): string => `%${likeEscape(s)}%`;
