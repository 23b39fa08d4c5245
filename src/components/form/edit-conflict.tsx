import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiError, isEditConflict } from '@/lib/api-error';
import type { ActionResult } from '@/lib/use-action';

/**
 * The record an edit form was loaded from (docs/conflicts.md): the version its values are from, and how to
 * fetch it again (the detail query's `refetch`). The screen's values are recomputed from the fetched
 * record, so after a refetch `editVersion` and the form's `defaultValues` are the saved ones: theirs.
 */
export interface EditRecord {
  editVersion: number;
  refetch: () => Promise<unknown>;
  /**
   * Which record, for a form that edits one after another without remounting (a Settings panel's form,
   * beside its list): another id starts afresh from that record's version, whatever was typed before.
   */
  id?: string;
  /**
   * The record as the live stream names it (its audit entity and id, docs/live.md): the edit page then says
   * who else has it open and that someone changed it since it was loaded.
   */
  live?: { entity: string; entityId: string };
}

/** One value that differs between what is saved now and what the admin typed. */
export interface ConflictRow {
  name: string;
  label: string;
  theirs: string;
  yours: string;
}

export interface EditConflictState {
  open: boolean;
  /** Their record is still being fetched (the version the server named has not arrived yet). */
  loading: boolean;
  rows: (
    labelOf: (name: string) => string,
    wordsOf: (name: string, value: unknown) => string,
  ) => ConflictRow[];
  reload: () => void;
  keepEditing: () => void;
  dismiss: () => void;
}

/**
 * What the form kit adds to an edit form: the version to send with each save, and on EDIT_CONFLICT the
 * panel's state. 'Reload theirs' puts the saved values in the form and takes their version; 'Keep editing'
 * keeps every typed value and takes their version, so the next save overwrites knowingly. Closing the
 * panel otherwise keeps the old version: the next save is refused again rather than overwrite unseen.
 */
export function useEditConflict<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  record: EditRecord | undefined,
  theirs: DefaultValues<In>,
) {
  const base = useRef(record?.editVersion);
  // What the admin had typed when the save was refused, and the version the server said is saved now.
  const [refused, setRefused] = useState<{ yours: In; version: number } | null>(null);
  // Read when clicked, so the buttons take the version and values of the newest render.
  const latest = useRef({ record, theirs });
  latest.current = { record, theirs };
  // Until the admin types, the form follows its record: a refetch that lands after the form opened (a
  // dialog opened on cached data, a record saved again meanwhile) brings its values and version, as
  // nothing typed can be lost. From the first change on, the version stays the one the admin started
  // from, so a colleague's save is refused rather than overwritten. After a save of its own, a form that
  // stays mounted (the role editor, the banner form beside its list) follows again: its next opening
  // saves from the version it just wrote.
  const following = useRef(true);
  const dirty = form.formState.isDirty;
  const version = record?.editVersion;
  useEffect(() => {
    if (dirty) following.current = false;
    if (!following.current || version === undefined || version === base.current) return;
    base.current = version;
    form.reset(latest.current.theirs);
  }, [dirty, version, form]);

  // After the effect above: another record's version is the one to send, and the form follows it until
  // the admin types again (the screen loads that record's values itself), even if the last one was typed in.
  const id = record?.id;
  const held = useRef(id);
  useEffect(() => {
    if (id === held.current) return;
    held.current = id;
    base.current = version;
    following.current = true;
    setRefused(null);
  }, [id, version]);

  const afterSave = async (result: ActionResult<unknown>) => {
    if (result.ok) {
      if (!record) return;
      following.current = true;
      // What was saved is now the form's starting point, so it is no longer 'changed'.
      form.reset(form.getValues());
      return;
    }
    if (!record || !isEditConflict(result.error)) return;
    const named = result.error instanceof ApiError ? result.error.errors[0]?.extensions?.editVersion : null;
    setRefused({
      yours: form.getValues(),
      version: typeof named === 'number' ? named : record.editVersion + 1,
    });
    await record.refetch();
  };

  const close = (take: boolean) => {
    if (take) base.current = latest.current.record?.editVersion;
    setRefused(null);
  };

  const state: EditConflictState | null = !record
    ? null
    : {
        open: refused !== null,
        loading: refused !== null && record.editVersion < refused.version,
        rows: (labelOf, wordsOf) =>
          refused ? differences(theirs as Record<string, unknown>, refused.yours, labelOf, wordsOf) : [],
        reload: () => {
          form.reset(latest.current.theirs);
          close(true);
        },
        keepEditing: () => close(true),
        dismiss: () => close(false),
      };

  return { editVersion: () => base.current, afterSave, state };
}

/** An empty text, no choice and no value are the same thing to the admin. */
const normal = (v: unknown): string => JSON.stringify(v === '' || v === undefined ? null : v) ?? 'null';

function differences(
  theirs: Record<string, unknown>,
  yours: Record<string, unknown>,
  labelOf: (name: string) => string,
  wordsOf: (name: string, value: unknown) => string,
): ConflictRow[] {
  const names = [...new Set([...Object.keys(theirs), ...Object.keys(yours)])];
  return names
    .filter((name) => normal(theirs[name]) !== normal(yours[name]))
    .map((name) => ({
      name,
      label: labelOf(name),
      theirs: wordsOf(name, theirs[name]),
      yours: wordsOf(name, yours[name]),
    }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMPTY = '(empty)';

/** 'priceCarVersion' → 'Price car version', for a value the form draws without a labelled field. */
const spelledOut = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The field's label as the form shows it and a value in the words the admin chose it by, read from the
 * form itself (`FormField` marks each field with `data-field`): a choice's id becomes its option's text.
 */
function fromForm(form: RefObject<HTMLFormElement | null>) {
  const fieldBox = (name: string) => form.current?.querySelector(`[data-field="${CSS.escape(name)}"]`);
  const labelOf = (name: string) =>
    fieldBox(name)
      ?.querySelector('label')
      ?.textContent?.replace(/^\s*\*\s*/, '')
      .trim() || spelledOut(name);
  const wordsOf = (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (typeof value === 'number') return value.toLocaleString('en-US');
    if (typeof value === 'string') {
      const option = [...(fieldBox(name)?.querySelectorAll('option') ?? [])].find((o) => o.value === value);
      return option?.textContent?.trim() || value;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return EMPTY;
      const plain = value.every((v) => typeof v === 'string' && !UUID.test(v));
      return plain ? value.join(', ') : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
    }
    return JSON.stringify(value);
  };
  return { labelOf, wordsOf };
}

/** The panel an edit form shows when its save was refused: theirs beside yours, and the two ways on. */
export function EditConflictPanel(props: {
  state: EditConflictState;
  form: RefObject<HTMLFormElement | null>;
}) {
  const { state } = props;
  const { labelOf, wordsOf } = fromForm(props.form);
  const rows = state.open && !state.loading ? state.rows(labelOf, wordsOf) : [];
  return (
    <Dialog open={state.open} onOpenChange={(open) => (open ? undefined : state.dismiss())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Someone else saved this record</DialogTitle>
          <DialogDescription>
            It was changed after you opened it, and your save was not made. Nothing you typed is lost.
          </DialogDescription>
        </DialogHeader>
        {state.loading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading their version…
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm">Their saved values are the same as yours.</p>
        ) : (
          <div className="max-h-[50vh] overflow-auto rounded-md border">
            <Table aria-label="Changed fields">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Field</TableHead>
                  <TableHead scope="col">Saved now (theirs)</TableHead>
                  <TableHead scope="col">Yours</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.name} data-field-name={row.name}>
                    <TableCell className="font-medium">{row.label}</TableCell>
                    <TableCell className="max-w-[16rem] whitespace-pre-wrap break-words">
                      {row.theirs}
                    </TableCell>
                    <TableCell className="max-w-[16rem] whitespace-pre-wrap break-words">
                      {row.yours}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <p className="text-sm text-muted-foreground">
          Reload theirs to start again from what is saved, or keep editing: your next save replaces theirs.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={state.loading} onClick={state.reload}>
            Reload theirs
          </Button>
          <Button type="button" disabled={state.loading} onClick={state.keepEditing}>
            Keep editing
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
