import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { MediaUploader } from '@/components/media/media-uploader';
import type { MediaValue } from '@/components/media/uploaded-media';
import { BackLink } from '@/components/record/back-link';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { ListLink } from '@/components/record/back-link';
import { buttonVariants } from '@/components/ui/button';
import { MEDIA_LIST } from './media-actions';

/**
 * SPEC §2.2 /media/create: several files at once, each with its own progress, cancel and retry, through
 * the shared upload module. An upload is in the library as soon as it finishes.
 */
export function MediaUploadScreen() {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<MediaValue[]>([]);
  const [videos, setVideos] = useState<MediaValue[]>([]);
  const [documents, setDocuments] = useState<MediaValue[]>([]);
  const kept = (set: (v: MediaValue[]) => void) => (next: MediaValue[]) => {
    set(next);
    void queryClient.invalidateQueries({ queryKey: ['AdminListMedia'] });
  };
  const count = images.length + videos.length + documents.length;
  return (
    <section>
      <BackLink list={MEDIA_LIST} label="Media" />
      <PageHeader title="Upload Media" />
      <Card className="max-w-3xl">
        <CardContent className="grid gap-6 pt-6">
          <FormField id="media-images" label="Images" required={false}>
            <MediaUploader
              id="media-images"
              kind="image"
              multiple
              label="Images"
              value={images}
              onChange={kept(setImages)}
            />
          </FormField>
          <FormField id="media-videos" label="Videos" required={false}>
            <MediaUploader
              id="media-videos"
              kind="video"
              multiple
              label="Videos"
              value={videos}
              onChange={kept(setVideos)}
            />
          </FormField>
          <FormField id="media-documents" label="Documents" required={false}>
            <MediaUploader
              id="media-documents"
              kind="document"
              multiple
              label="Documents"
              value={documents}
              onChange={kept(setDocuments)}
            />
          </FormField>
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span role="status">
              {count ? `${count} uploaded to the media library` : 'Nothing uploaded yet'}
            </span>
            <ListLink list={MEDIA_LIST} className={buttonVariants({ variant: 'default' })}>
              Done
            </ListLink>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
