import { useQuery } from '@tanstack/react-query';
import { readFragment } from '@/gql';
import { RoleRowFragmentDoc } from '@/gql/graphql';
import { adminListRolesQueryOptions } from '@/gql/hooks';

/** Every role (built-in first), unmasked: the staff filters, the invite and change-role dialogs, the editor. */
export function useRoles() {
  const query = useQuery(adminListRolesQueryOptions());
  const roles = (query.data?.adminListRoles ?? []).map((r) => readFragment(RoleRowFragmentDoc, r));
  return { roles, query };
}

/** The roles as select options. */
export const roleOptions = (roles: readonly { id: string; name: string }[]) =>
  roles.map((r) => ({ value: r.id, label: r.name }));
