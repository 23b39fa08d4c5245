import { Link } from '@tanstack/react-router';

/** SPEC §2.13's short code of a post id: first 2 characters, an ellipsis, last 4. */
export const postShortCode = (id: string) => (id.length > 6 ? `${id.slice(0, 2)}…${id.slice(-4)}` : id);

/** SPEC §2.12: a reported post's id links to the post's detail page. */
export function PostLink({ id, full }: { id: string; full?: boolean }) {
  return (
    <Link
      to="/post-management/detail/view/$id"
      params={{ id }}
      title={full ? undefined : id}
      className="whitespace-nowrap font-mono text-primary hover:underline"
    >
      {full ? id : postShortCode(id)}
    </Link>
  );
}
