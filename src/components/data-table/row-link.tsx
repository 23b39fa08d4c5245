import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { mayOpen } from '@/components/layout/permissions';

function RowAnchor({
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  // Not offered to an admin whose role may not open the target: an edit screen needs its area's `write`
  // (pathPermission in src/components/layout/menu.ts, read from the routes' declarations), so a read-only
  // role sees no Edit on any row, whichever list draws it.
  if (props.href && !mayOpen(props.href)) return null;
  return <a ref={ref} {...props} />;
}

/**
 * A row action that opens another screen (view, edit), typed by the router like any Link:
 * `<RowLink to="/banner/edit/$id" params={{ id }} className={ICON_LINK} aria-label="Edit …">`. It draws
 * nothing for an admin whose role may not open where it points.
 */
export const RowLink = createLink(RowAnchor);
