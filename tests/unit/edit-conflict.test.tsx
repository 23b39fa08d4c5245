// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useEditConflict, type EditRecord } from '../../src/components/form/edit-conflict';

afterEach(cleanup);

type Values = { name: string };

/** A form and its conflict helper over a record as the screen passes it: its version and its values. */
function useSubject(props: { version: number; theirs: Values; id?: string }) {
  const form = useForm<Values>({ defaultValues: props.theirs });
  const record: EditRecord = { editVersion: props.version, refetch: () => Promise.resolve(), id: props.id };
  const conflict = useEditConflict(form, record, props.theirs);
  // Read during render, as a screen's fields do: react-hook-form then reports `isDirty` on change.
  void form.formState.isDirty;
  return { form, conflict };
}

const start = { version: 3, theirs: { name: 'Kia Morning' } };

describe('useEditConflict: the version a save is sent with (docs/conflicts.md)', () => {
  it('follows the record while nothing is typed: a refetch brings its version and values', () => {
    const { result, rerender } = renderHook(useSubject, { initialProps: start });
    expect(result.current.conflict.editVersion()).toBe(3);
    rerender({ version: 4, theirs: { name: 'Kia Morning GT' } });
    expect(result.current.conflict.editVersion()).toBe(4);
    expect(result.current.form.getValues('name')).toBe('Kia Morning GT');
  });

  it('keeps the version the admin started from once they typed, and what they typed', () => {
    const { result, rerender } = renderHook(useSubject, { initialProps: start });
    act(() => result.current.form.setValue('name', 'Mine', { shouldDirty: true }));
    rerender({ version: 4, theirs: { name: 'Theirs' } });
    expect(result.current.conflict.editVersion()).toBe(3);
    expect(result.current.form.getValues('name')).toBe('Mine');
  });

  it('after its own save, follows again: the next save starts from the version it wrote', async () => {
    const { result, rerender } = renderHook(useSubject, { initialProps: start });
    act(() => result.current.form.setValue('name', 'Mine', { shouldDirty: true }));
    await act(() => result.current.conflict.afterSave({ ok: true, data: null }));
    rerender({ version: 4, theirs: { name: 'Mine' } });
    expect(result.current.conflict.editVersion()).toBe(4);
  });

  it('a newer record waits while the admin has typed: Keep editing takes its version, keeping theirs typed', () => {
    const { result, rerender } = renderHook(useSubject, { initialProps: start });
    act(() => result.current.form.setValue('name', 'Mine', { shouldDirty: true }));
    rerender({ version: 4, theirs: { name: 'Theirs' } });
    expect(result.current.conflict.state?.open).toBe(false);
    expect(result.current.conflict.editVersion()).toBe(3);
    act(() => result.current.conflict.state?.keepEditing());
    expect(result.current.conflict.editVersion()).toBe(4);
    expect(result.current.form.getValues('name')).toBe('Mine');
  });

  it('one form editing one record after another (a Settings panel) sends the newly selected record its version', () => {
    const { result, rerender } = renderHook(useSubject, { initialProps: { ...start, id: 'a' } });
    // Typed in the first record, then another is selected without saving.
    act(() => result.current.form.setValue('name', 'Mine', { shouldDirty: true }));
    rerender({ version: 7, theirs: { name: 'Hyundai i10' }, id: 'b' });
    expect(result.current.conflict.editVersion()).toBe(7);
    // The screen loads the new record's values itself; from there the form follows it again until typed in.
    act(() => result.current.form.reset({ name: 'Hyundai i10' }));
    rerender({ version: 8, theirs: { name: 'Hyundai Grand i10' }, id: 'b' });
    expect(result.current.conflict.editVersion()).toBe(8);
    expect(result.current.form.getValues('name')).toBe('Hyundai Grand i10');
  });
});
