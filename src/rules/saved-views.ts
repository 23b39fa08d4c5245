import { isListKey } from './lists';
import { z } from './z';

/*
 * Saved views and column choices (issue 25 §2, docs/saved-views.md): the Save view form and the server
 * (server/graphql/resolvers/saved-views.ts) parse with these same rules.
 */

export const VIEW_VISIBILITIES = ['ONLY_ME', 'EVERYONE'] as const;
export type ViewVisibility = (typeof VIEW_VISIBILITIES)[number];

export const VIEW_NAME_MAX = 60;
export const VIEW_NAME_REQUIRED = 'Enter a name for the view';
export const VIEW_NAME_MAX_MESSAGE = `A view's name is limited to ${String(VIEW_NAME_MAX)} characters`;
export const VIEW_NAME_TAKEN = 'You already have a view of this list with that name';
/** The most a view's filters and sort may take, written as JSON: a list's URL state is far smaller. */
export const VIEW_SEARCH_MAX = 2000;
export const VIEW_SEARCH_TOO_LONG = `A view's filters are limited to ${String(VIEW_SEARCH_MAX)} characters`;
export const VIEW_SEARCH_INVALID = "A view's filters must be names with text, number or yes/no values";
export const LIST_KEY_INVALID = 'Unknown list';
export const COLUMNS_INVALID = 'Unknown column';
export const VIEW_NOT_YOURS = 'Only the admin who saved this view can change or delete it';

/** The most columns a list has (posts have thirteen), with room to spare. */
const COLUMNS_MAX = 40;

/** A list is named by its path (`/post-management/list`), the key its route already has: one of LIST_PERMISSIONS'. */
export const listKeySchema = z.string().max(120, LIST_KEY_INVALID).refine(isListKey, LIST_KEY_INVALID);

const columnId = z
  .string()
  .max(60, COLUMNS_INVALID)
  .regex(/^[A-Za-z0-9_.-]+$/, COLUMNS_INVALID);

/** Every column id in its order, and the hidden ones (each among them). */
export const listColumnsSchema = z
  .object({
    order: z.array(columnId).max(COLUMNS_MAX, COLUMNS_INVALID),
    hidden: z.array(columnId).max(COLUMNS_MAX, COLUMNS_INVALID),
  })
  .refine((c) => new Set(c.order).size === c.order.length && c.hidden.every((id) => c.order.includes(id)), {
    message: COLUMNS_INVALID,
    path: ['hidden'],
  });
export type ListColumnsValue = z.infer<typeof listColumnsSchema>;

/**
 * A list's URL state as the router parses it: names to text, numbers or yes/no. The page is left out
 * (a view opens on page 1), and it is refused past VIEW_SEARCH_MAX characters of JSON.
 */
export const viewSearchSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, VIEW_SEARCH_INVALID),
    z.union([z.string(), z.number().finite(), z.boolean()], { error: VIEW_SEARCH_INVALID }),
    { error: VIEW_SEARCH_INVALID },
  )
  .refine((s) => JSON.stringify(s).length <= VIEW_SEARCH_MAX, VIEW_SEARCH_TOO_LONG)
  .transform(({ page: _page, ...rest }) => rest);
export type ViewSearch = z.infer<typeof viewSearchSchema>;

const viewName = z.string().trim().min(1, VIEW_NAME_REQUIRED).max(VIEW_NAME_MAX, VIEW_NAME_MAX_MESSAGE);

/** The Save view form: a name and who sees it. */
export const savedViewFormSchema = z.object({
  name: viewName,
  visibility: z.enum(VIEW_VISIBILITIES),
});
export type SavedViewFormValues = z.infer<typeof savedViewFormSchema>;

/** adminCreateSavedView's input: the form, plus the list, its URL state and its columns. */
export const savedViewInputSchema = savedViewFormSchema.extend({
  listKey: listKeySchema,
  search: viewSearchSchema,
  columns: listColumnsSchema.nullish(),
});

/** adminUpdateSavedView's input: whatever is given changes. */
export const savedViewUpdateSchema = z.object({
  name: viewName.nullish(),
  visibility: z.enum(VIEW_VISIBILITIES).nullish(),
  search: viewSearchSchema.nullish(),
  columns: listColumnsSchema.nullish(),
});
