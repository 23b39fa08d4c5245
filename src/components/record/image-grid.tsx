/** A record's pictures as a grid of thumbnails, each opening the original. */
export function ImageGrid(props: {
  images: readonly { id: string; filePathLG?: string | null; filePathOriginal: string }[];
  alt: (index: number) => string;
  emptyText: string;
}) {
  if (!props.images.length) return <p className="text-sm text-muted-foreground">{props.emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {props.images.map((m, i) => (
        <li key={m.id}>
          <a
            href={m.filePathOriginal}
            target="_blank"
            rel="noreferrer"
            className="block size-28 overflow-hidden rounded-md border bg-muted"
          >
            <img
              src={m.filePathLG ?? m.filePathOriginal}
              alt={props.alt(i)}
              className="size-full object-contain"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
