import { FileText, Film } from 'lucide-react';
import { ConfirmDelete } from '@/components/actions/confirm-delete';
import { Badge } from '@/components/ui/badge';
import { readFragment, type FragmentType } from '@/gql';
import { MediaCardFragmentDoc, type MediaCardFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import type { ActionResult } from '@/lib/use-action';
import { MEDIA_KIND_LABELS } from '@/rules/editorial';
import { formatBytes, usedIn } from './media-format';

export const readMediaCard = (ref: FragmentType<typeof MediaCardFragmentDoc>) =>
  readFragment(MediaCardFragmentDoc, ref);

function Thumbnail({ item }: { item: MediaCardFragment }) {
  const { media } = item;
  if (item.kind === 'IMAGE')
    return (
      <img
        src={media.filePathSM ?? media.filePathOriginal}
        alt={media.fileName}
        loading="lazy"
        className="size-full object-cover"
      />
    );
  const Icon = item.kind === 'VIDEO' ? Film : FileText;
  return <Icon className="size-10 text-muted-foreground" aria-hidden="true" />;
}

/** One upload: thumbnail, type, size, uploader, date, where it is used, and delete after confirmation. */
export function MediaCard(props: {
  item: MediaCardFragment;
  remove: (vars: { id: string }) => Promise<ActionResult<unknown>>;
}) {
  const { item } = props;
  const { media, usage } = item;
  return (
    <article
      aria-label={media.fileName}
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-card text-sm"
    >
      <a
        href={media.filePathOriginal}
        target="_blank"
        rel="noreferrer"
        // A video's thumbnail has no alt text to name the link: the file's name does.
        aria-label={`Open ${media.fileName}`}
        className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-muted"
      >
        <Thumbnail item={item} />
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate font-medium" title={media.fileName}>
          {media.fileName}
        </p>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="outline">{MEDIA_KIND_LABELS[item.kind]}</Badge>
          <span>{formatBytes(item.sizeBytes)}</span>
        </div>
        <p className="text-xs text-muted-foreground">
          {item.uploader
            ? `${item.uploader.name}${item.uploader.isAdmin ? ' (admin)' : ''}`
            : 'Unknown uploader'}
        </p>
        <p className="text-xs text-muted-foreground">{formatDateTime(media.createdAt)}</p>
        <p className={usage.total ? 'text-xs text-info' : 'text-xs text-muted-foreground'}>{usedIn(usage)}</p>
        <div className="mt-auto flex justify-end pt-1">
          <ConfirmDelete
            name={media.fileName}
            description={
              usage.total
                ? `${usedIn(usage)}: it cannot be deleted while in use.`
                : `${media.fileName} will be removed from the media library.`
            }
            onConfirm={() => props.remove({ id: item.id })}
          />
        </div>
      </div>
    </article>
  );
}
