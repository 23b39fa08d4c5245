import { MediaUploader } from './media-uploader';
import type { MediaValue } from './uploaded-media';

/** A single optional picture as a form holds it: the media id sent to the API and the preview URL. */
export interface ImageValue {
  mediaId: string | null;
  url: string | null;
}

/** The upload module in single-image mode, for forms that keep one picture. */
export function ImageField(props: {
  id: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  label?: string;
  previewAlt?: string;
  invalid?: boolean;
}) {
  const { mediaId, url } = props.value;
  const current: MediaValue[] =
    mediaId || url ? [{ mediaId: mediaId ?? '', url: url ?? '', fileName: '', mimeType: '' }] : [];
  return (
    <MediaUploader
      id={props.id}
      kind="image"
      label={props.label ?? 'Image'}
      previewAlt={props.previewAlt}
      value={current}
      invalid={props.invalid}
      onChange={(next) => {
        const kept = next.at(-1);
        props.onChange(kept ? { mediaId: kept.mediaId, url: kept.url } : { mediaId: null, url: null });
      }}
    />
  );
}
