import { defineListSearch, field } from '@/components/data-table/list-search';
import { MEDIA_KINDS } from '@/rules/media-kinds';

/** The media library's URL query: page, search (file name), kind and uploader. */
export const mediaSearch = defineListSearch({ kind: field.oneOf(MEDIA_KINDS), uploadBy: field.text });
export type MediaSearch = ReturnType<typeof mediaSearch>;
