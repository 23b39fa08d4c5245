import { useRouter } from '@tanstack/react-router';
import type { RowData } from '@tanstack/react-table';
import { Bookmark, Columns3, MoreHorizontal, Pin, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { EditRecord } from '@/components/form/edit-conflict';
import { SelectField, TextField } from '@/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { readFragment } from '@/gql';
import {
  ListColumnsItemFragmentDoc,
  SavedViewItemFragmentDoc,
  type SavedViewItemFragment,
} from '@/gql/graphql';
import {
  useAdminCreateSavedViewMutation,
  useAdminDeleteSavedViewMutation,
  useAdminPinSavedViewMutation,
  useAdminSavedViewsQuery,
  useAdminUpdateSavedViewMutation,
} from '@/gql/hooks';
import { ApiError, isEditConflict } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useAction, type ActionResult } from '@/lib/use-action';
import { savedViewFormSchema, VIEW_NAME_MAX, type SavedViewFormValues } from '@/rules/saved-views';
import { ColumnChooser } from './column-chooser';
import type { ColumnChoice } from './column-prefs';
import type { DataTableColumn } from './data-table';

type ViewSearch = Record<string, string | number | boolean>;

/** The URL state a view keeps: every value set, without the page (a view opens on page 1). */
export function viewSearchOf(search: object): ViewSearch {
  const out: ViewSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}

const sameSearch = (a: ViewSearch, b: ViewSearch) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** What the chip's icons say, in words: shared by whom, pinned. */
function chipTitle(view: SavedViewItemFragment): string {
  const shared = view.mine
    ? view.visibility === 'EVERYONE'
      ? 'Shared with everyone'
      : 'Only you see it'
    : `Shared by ${view.ownerName}`;
  return view.pinned ? `${view.name}: ${shared}, pinned to the side menu` : `${view.name}: ${shared}`;
}

const VISIBILITY_OPTIONS = [
  { value: 'ONLY_ME', label: 'Only me' },
  { value: 'EVERYONE', label: 'Everyone (others can open it, not change it)' },
] as const;

// Every change to a view shows in this list's bar and in the side menu's pins.
const VIEWS_SHOWN: ['AdminSavedViews', 'AdminPinnedViews'] = ['AdminSavedViews', 'AdminPinnedViews'];

/**
 * Above a list's table (issue 25 §2, docs/saved-views.md): the saved views of this list (one's own,
 * then those shared by others), the current one marked; 'Save view' keeps the filters, sort and columns
 * under a name; each view's menu renames, re-saves, pins and deletes one's own, and pins a shared one.
 * 'Columns' opens the column chooser. Opening a view goes to its URL state and applies its columns.
 */
export function ViewsBar<Row extends RowData>(props: {
  listKey: string;
  title: string;
  search: object;
  /** Every column the admin may see, in the list's own order, and the ones showing now; none for cards. */
  columns: DataTableColumn<Row>[];
  shown: DataTableColumn<Row>[];
  choice: ColumnChoice | null;
  saveColumns: (choice: ColumnChoice | null) => Promise<boolean>;
}) {
  const { listKey, saveColumns } = props;
  const router = useRouter();
  const query = useAdminSavedViewsQuery({ listKey });
  const refs = query.data?.adminSavedViews;
  const views = useMemo(() => refs?.map((ref) => readFragment(SavedViewItemFragmentDoc, ref)) ?? [], [refs]);
  const current = viewSearchOf(props.search);
  const currentView = views.find((v) => sameSearch(v.search, current));

  const [saving, setSaving] = useState(false);
  // The view being renamed is read from the list's latest answer by its id, never the copy it was opened
  // from: after a refused save the list is fetched again, and its saved values are 'theirs' in the
  // conflict panel (docs/conflicts.md). The copy stands in only once the view has gone from the list.
  const [editingOpened, setEditing] = useState<SavedViewItemFragment | null>(null);
  const editing = editingOpened ? (views.find((v) => v.id === editingOpened.id) ?? editingOpened) : null;
  const [deleting, setDeleting] = useState<SavedViewItemFragment | null>(null);
  const [choosing, setChoosing] = useState(false);

  const { run: create } = useAction(useAdminCreateSavedViewMutation, {
    success: 'View saved',
    invalidates: VIEWS_SHOWN,
    fieldErrors: true,
  });
  const { run: update } = useAction(useAdminUpdateSavedViewMutation, {
    success: 'View updated',
    invalidates: VIEWS_SHOWN,
    fieldErrors: true,
  });
  const { run: remove } = useAction(useAdminDeleteSavedViewMutation, {
    success: 'View deleted',
    invalidates: VIEWS_SHOWN,
  });
  const { run: pin } = useAction(useAdminPinSavedViewMutation, {
    success: (data) =>
      readFragment(SavedViewItemFragmentDoc, data.adminPinSavedView).pinned
        ? 'Pinned to the side menu'
        : 'Unpinned from the side menu',
    invalidates: VIEWS_SHOWN,
  });

  /**
   * 'Save current filters and columns here' is one click, with no form to show theirs beside: it sends the
   * version the list showed, and if the view was changed since (in its owner's other tab or browser) the
   * refusal says so in the server's words, the views are shown as saved now (the action refetches them),
   * and 'Save here anyway' replaces theirs knowingly, at the version the server named. Nothing is lost:
   * the filters are still the page's.
   */
  const saveSearchInto = async (view: SavedViewItemFragment): Promise<void> => {
    const result = await update({
      id: view.id,
      editVersion: view.editVersion,
      input: {
        search: current,
        columns: props.choice ? { order: [...props.choice.order], hidden: [...props.choice.hidden] } : null,
      },
    });
    // The query client reports no EDIT_CONFLICT for a call that sent a version (src/lib/query-client.ts):
    // a form shows its panel instead; this action, with no form, says it here.
    if (result.ok || !isEditConflict(result.error)) return;
    const first = result.error instanceof ApiError ? result.error.errors[0] : undefined;
    const now = first?.extensions?.editVersion;
    notify.error({
      title: first?.message ?? result.error.message,
      description: `"${view.name}" was changed in another tab or browser after this page loaded it, so your filters were not saved into it. The views now show what is saved.`,
      // Kept until closed or answered: a save that was not made must not pass unnoticed.
      duration: 0,
      ...(typeof now === 'number'
        ? {
            action: {
              label: 'Save here anyway',
              run: () => void saveSearchInto({ ...view, editVersion: now }),
            },
          }
        : {}),
    });
  };

  const open = async (view: SavedViewItemFragment) => {
    const columns = view.columns ? readFragment(ListColumnsItemFragmentDoc, view.columns) : null;
    if (columns) await saveColumns(columns);
    await router.navigate({ href: `${listKey}${router.options.stringifySearch(view.search)}` });
  };

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" role="group" aria-label="Saved views">
      <span className="text-sm text-muted-foreground">Views:</span>
      {views.length === 0 && !query.isPending ? (
        <span className="text-sm text-muted-foreground">none saved yet</span>
      ) : null}
      <ul className="contents">
        {views.map((view) => {
          const isCurrent = view === currentView;
          return (
            <li
              key={view.id}
              className={cn(
                'inline-flex items-center rounded-full border text-sm',
                isCurrent ? 'border-primary bg-primary/10 text-primary' : 'border-input bg-card',
              )}
            >
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                title={chipTitle(view)}
                className="inline-flex h-8 max-w-[16rem] items-center gap-1.5 rounded-l-full pl-3 pr-1 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => void open(view)}
              >
                {/* The button is named by the view alone; being shared or pinned is said in its title. */}
                {view.visibility === 'EVERYONE' ? (
                  <Users aria-hidden="true" className="size-3.5 shrink-0" />
                ) : null}
                {view.pinned ? <Pin aria-hidden="true" className="size-3.5 shrink-0" /> : null}
                <span className="truncate">{view.name}</span>
              </button>
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger
                  aria-label={`Options of the view ${view.name}`}
                  className="inline-flex size-8 items-center justify-center rounded-r-full hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <MoreHorizontal aria-hidden="true" className="size-4" />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <DropdownMenuItem onSelect={() => void pin({ id: view.id, pinned: !view.pinned })}>
                    {view.pinned ? 'Unpin from the side menu' : 'Pin to the side menu'}
                  </DropdownMenuItem>
                  {view.mine ? (
                    <>
                      <DropdownMenuItem onSelect={() => void saveSearchInto(view)}>
                        Save current filters and columns here
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setEditing(view)}>Rename or share…</DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem destructive onSelect={() => setDeleting(view)}>
                        Delete…
                      </DropdownMenuItem>
                    </>
                  ) : (
                    <DropdownMenuItem disabled>Shared by {view.ownerName}</DropdownMenuItem>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="sm" onClick={() => setSaving(true)}>
        <Bookmark aria-hidden="true" />
        Save view
      </Button>
      {props.columns.length > 0 ? (
        <Button variant="outline" size="sm" className="ml-auto" onClick={() => setChoosing(true)}>
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      ) : null}

      <ViewDialog
        open={saving}
        onOpenChange={setSaving}
        title="Save view"
        description={`Keeps this list's filters, order and columns under a name, above the table of ${props.title}.`}
        submitText="Save view"
        defaultValues={{ name: '', visibility: 'ONLY_ME' }}
        onSubmit={(values) =>
          create({
            input: {
              ...values,
              listKey,
              search: current,
              columns: props.choice
                ? { order: [...props.choice.order], hidden: [...props.choice.hidden] }
                : null,
            },
          })
        }
      />
      {editing ? (
        <ViewDialog
          key={editing.id}
          open
          onOpenChange={(next) => (next ? undefined : setEditing(null))}
          title="Rename or share view"
          description={`The view "${editing.name}" of ${props.title}.`}
          submitText="Save"
          defaultValues={{ name: editing.name, visibility: editing.visibility }}
          record={{ editVersion: editing.editVersion, refetch: query.refetch }}
          onSubmit={(values, editVersion) => update({ id: editing.id, input: values, editVersion })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        description={deleting ? `Delete the view "${deleting.name}"? Pins of it go too.` : undefined}
        okText="Delete"
        destructive
        onConfirm={async () => {
          if (deleting) await remove({ id: deleting.id });
        }}
      />
      {props.columns.length > 0 ? (
        <ColumnChooser
          open={choosing}
          onOpenChange={setChoosing}
          title={props.title}
          columns={props.columns}
          shown={props.shown}
          onSave={saveColumns}
        />
      ) : null}
    </div>
  );
}

function ViewDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitText: string;
  defaultValues: SavedViewFormValues;
  /** Renaming: the view as last fetched; a save over a newer change shows theirs beside yours. */
  record?: EditRecord;
  /** A refusal naming the name (taken, too long) shows under the name box. */
  onSubmit: (values: SavedViewFormValues, editVersion?: number) => Promise<ActionResult<unknown>>;
}) {
  const { form, frame } = useDialogForm({
    schema: savedViewFormSchema,
    defaultValues: props.defaultValues,
    record: props.record,
    onSubmit: props.onSubmit,
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title={props.title}
      description={props.description}
    >
      <DialogForm {...frame} submitText={props.submitText}>
        <TextField form={form} name="name" id="view-name" label="Name" maxLength={VIEW_NAME_MAX + 20} />
        <SelectField
          form={form}
          name="visibility"
          id="view-visibility"
          label="Who sees it"
          required={false}
          options={VISIBILITY_OPTIONS}
        />
      </DialogForm>
    </FormDialog>
  );
}
