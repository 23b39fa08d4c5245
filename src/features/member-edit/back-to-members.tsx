import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

export function BackToMembers(props: { memberId?: string }) {
  const className = 'mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline';
  return props.memberId ? (
    <Link to="/users/view/$id" params={{ id: props.memberId }} className={className}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to member
    </Link>
  ) : (
    <Link to="/user-management" className={className}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Members
    </Link>
  );
}
