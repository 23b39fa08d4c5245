import { useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { notify, type NotifyOptions } from '@/lib/notify';
import type { QueryName } from '@/gql/hooks';
import { fieldErrorOf, type FieldError, type FieldErrorReader } from './api-error';

export type MutationHook<R, V> = (
  options: Omit<UseMutationOptions<R, Error, V>, 'mutationKey' | 'mutationFn'>,
) => UseMutationResult<R, Error, V>;

export type ActionResult<R> =
  | { ok: true; data: R }
  /** `field`: the form field the refusal belongs under, when the action was given `fieldErrors`. */
  | { ok: false; error: Error; field?: FieldError | null };

/**
 * One admin action on a generated mutation hook: a success message, the queries it makes stale (typed
 * names from codegen, refetched whether it worked or not: a row deleted elsewhere must go here too),
 * and nothing else. A failure is reported once, by the query client's mutation cache through the error
 * mapper; `run` only tells the caller how it ended, so a screen never reports it again.
 */
export function useAction<R, V>(
  useMutationHook: MutationHook<R, V>,
  opts: {
    /** The success message; as options it can carry a button (an approval's Undo) and its own duration. */
    success?: string | ((data: R, variables: V) => string | NotifyOptions);
    invalidates: readonly QueryName[];
    /**
     * The form that runs it shows a BAD_USER_INPUT naming one of its fields under that field; a reader
     * (such as `conflictFields`) also places the refusals it recognises there instead of a notification.
     */
    fieldErrors?: boolean | FieldErrorReader;
  },
) {
  const queryClient = useQueryClient();
  const { success, invalidates, fieldErrors } = opts;
  const readField: FieldErrorReader | undefined = useMemo(
    () =>
      !fieldErrors
        ? undefined
        : (e) => (typeof fieldErrors === 'function' ? fieldErrors(e) : null) ?? fieldErrorOf(e),
    [fieldErrors],
  );
  const mutation = useMutationHook({
    meta: { fieldErrors: readField ?? false },
    onSuccess: (data, variables) => {
      const message = typeof success === 'function' ? success(data, variables) : success;
      if (message) notify.success(typeof message === 'string' ? { title: message } : message);
    },
    onSettled: () =>
      Promise.all(invalidates.map((name) => queryClient.invalidateQueries({ queryKey: [name] }))),
  });

  // Stable, so that table columns built around it are built once (a new cell renderer remounts its
  // cell, and the focused button in it with it).
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (variables: V): Promise<ActionResult<R>> => {
      try {
        return { ok: true, data: await mutateAsync(variables) };
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        return { ok: false, error: failure, field: readField?.(failure) ?? null };
      }
    },
    [mutateAsync, readField],
  );

  return {
    run,
    isPending: mutation.isPending,
    variables: mutation.isPending ? mutation.variables : undefined,
  };
}

/**
 * The actions on one kind of record: they make the same queries stale (everything that shows that
 * record), so each names only its mutation, its success message, and whether its form shows refusals
 * under fields. `also` adds what only that action makes stale (an edit, the record's own page).
 *
 *   const service = recordActions(['AdminGetServices', 'AdminGetServiceDetail']);
 *   export const useDeleteService = service(useAdminDeleteServicesMutation, 'Service package deleted');
 */
export function recordActions(invalidates: readonly QueryName[]) {
  return <R, V>(
    useMutationHook: MutationHook<R, V>,
    success: string | ((data: R, variables: V) => string | NotifyOptions),
    opts: { fieldErrors?: boolean | FieldErrorReader; also?: readonly QueryName[] } = {},
  ) =>
    function useRecordAction() {
      return useAction(useMutationHook, {
        success,
        invalidates: opts.also ? [...invalidates, ...opts.also] : invalidates,
        fieldErrors: opts.fieldErrors,
      });
    };
}
