import type { toMediaJson } from '../../../server/services/media/accept-upload';

/** The SPEC §3 Media that POST /api/v1/media/uploads answers, typed from the server's own serializer. */
export type UploadedMedia = ReturnType<typeof toMediaJson>;

/** What a media field holds: the id the API takes and what its preview shows. */
export interface MediaValue {
  mediaId: string;
  url: string;
  fileName: string;
  mimeType: string;
}

export function toMediaValue(media: UploadedMedia): MediaValue {
  return {
    mediaId: media.id,
    url: media.filePathSM ?? media.filePathOriginal,
    fileName: media.fileName,
    mimeType: media.mimeType,
  };
}
