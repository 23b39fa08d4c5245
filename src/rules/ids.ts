/** Record ids are UUIDs; text that is not one cannot name a record, so it is answered like an unknown id. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string): boolean => UUID_PATTERN.test(text);
