// The media library's kinds and their words, without zod: the media route parses its URL with these in
// the app's first script, which the login page loads too (docs/bundle.md), so this file must stay free of
// the rules' parser.

export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type MediaKindValue = (typeof MEDIA_KINDS)[number];
export const MEDIA_KIND_LABELS: Record<MediaKindValue, string> = {
  IMAGE: 'Image',
  VIDEO: 'Video',
  DOCUMENT: 'Document',
};
