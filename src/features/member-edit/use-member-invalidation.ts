import { useQueryClient } from '@tanstack/react-query';

/** Everything that shows a member: the list, the detail, the edit form, its audit trail and emails. */
export function useInvalidateMember() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        'Users',
        'AdminGetUserDetail',
        'AdminGetUserForEdit',
        'AdminGetUserAuditLogs',
        'AdminGetUserEmails',
      ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
}
