// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ControlledField,
  NumberField,
  PhoneField,
  SelectField,
  TextField,
} from '../../src/components/form/fields';
import { DialogForm, FormDialog, useDialogForm } from '../../src/components/form/form-dialog';
import type { ActionResult } from '../../src/lib/use-action';
import { z } from '../../src/rules/z';

afterEach(cleanup);

const schema = z.object({
  name: z.string().min(1, 'Name is needed'),
  price: z.number({ error: 'Price is needed' }),
  prefix: z.enum(['84', '86'], 'Pick a prefix'),
  phone: z.string().min(9, 'Phone is too short'),
  kind: z.string().min(1, 'Kind is needed'),
  note: z.string().min(1, 'Note is needed'),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

function Fields(props: { defaults: Partial<In>; onValid: (values: Out) => void }) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', prefix: '84', phone: '', kind: '', note: '', ...props.defaults },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(props.onValid)}>
      <TextField form={form} name="name" id="f-name" label="Name" autoComplete="off" />
      <NumberField form={form} name="price" id="f-price" label="Price" required={false} />
      <PhoneField
        form={form}
        name="phone"
        prefixName="prefix"
        prefixOptions={[
          { value: '84', label: '+84' },
          { value: '86', label: '+86' },
          { value: '99', label: '+99' },
        ]}
        id="f-phone"
        label="Phone"
      />
      <SelectField form={form} name="kind" id="f-kind" label="Kind" options={[{ value: 'a', label: 'A' }]} />
      <ControlledField
        form={form}
        name="note"
        id="f-note"
        label="Note"
        hint="A short note"
        render={(field, wiring) => (
          <input {...wiring} value={field.value} onChange={(e) => field.onChange(e.target.value)} />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

// A required field's label starts with the (aria-hidden) asterisk.
const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^\\*?${label}$`), { selector: 'input, select, textarea' });

describe('form fields', () => {
  it('label each control and put each field’s own message under it, wired by aria', async () => {
    const seen: Out[] = [];
    render(<Fields defaults={{}} onValid={(v) => seen.push(v)} />);
    // Before any error: labelled, not invalid, described only by a hint.
    expect(control('Name').getAttribute('aria-invalid')).toBeNull();
    expect(control('Note').getAttribute('aria-describedby')).toBe('f-note-hint');
    expect(document.querySelector('label[for="f-name"]')?.textContent).toBe('*Name');
    expect(document.querySelector('label[for="f-price"]')?.textContent).toBe('Price');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is needed');
    const expectations: [string, string, string][] = [
      ['Name', 'f-name', 'Name is needed'],
      ['Price', 'f-price', 'Price is needed'],
      ['Phone', 'f-phone', 'Phone is too short'],
      ['Kind', 'f-kind', 'Kind is needed'],
    ];
    for (const [label, id, message] of expectations) {
      const input = control(label);
      expect(input.id).toBe(id);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe(`${id}-error`);
      expect(document.getElementById(`${id}-error`)?.textContent).toBe(message);
    }
    expect(control('Note').getAttribute('aria-describedby')).toBe('f-note-hint f-note-error');
    expect(screen.getAllByRole('alert')).toHaveLength(5);
    expect(seen).toEqual([]);
  });

  it('keeps a number from separated digits and sends the values once valid', async () => {
    const seen: Out[] = [];
    render(<Fields defaults={{ kind: 'a' }} onValid={(v) => seen.push(v)} />);
    fireEvent.change(control('Name'), { target: { value: 'Vios' } });
    fireEvent.change(control('Price'), { target: { value: '1,234,000' } });
    fireEvent.blur(control('Price'));
    expect((control('Price') as HTMLInputElement).value).toBe('1,234,000');
    fireEvent.change(control('Phone'), { target: { value: '912345678' } });
    fireEvent.change(screen.getByLabelText('Phone prefix'), { target: { value: '86' } });
    fireEvent.change(control('Note'), { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      name: 'Vios',
      price: 1234000,
      prefix: '86',
      phone: '912345678',
      kind: 'a',
      note: 'ok',
    });
  });

  it('shows a prefix refusal under the phone, since the pair has one message', async () => {
    render(<Fields defaults={{ phone: '912345678', prefix: '84' }} onValid={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Phone prefix'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Pick a prefix');
    expect(document.getElementById('f-phone-error')?.textContent).toBe('Pick a prefix');
  });
});

const reasonSchema = z.object({ reason: z.string().min(3, 'Too short') });

function ReasonDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: string) => Promise<ActionResult<unknown>>;
}) {
  const { form, frame } = useDialogForm({
    schema: reasonSchema,
    defaultValues: { reason: '' },
    onSubmit: (values) => props.onSubmit(values.reason),
    onClose: () => props.onOpenChange(false),
    resetOnSave: true,
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      isSaving={frame.isSaving}
      title="Reject"
      description="Why?"
    >
      <DialogForm {...frame} submitText="Reject" destructive>
        <TextField form={form} name="reason" id="reason" label="Reason" />
      </DialogForm>
    </FormDialog>
  );
}

describe('form dialog', () => {
  it('sends one save however often the button is pressed, then closes and starts blank', async () => {
    const sent: string[] = [];
    const closes: boolean[] = [];
    let answer: (result: ActionResult<unknown>) => void = () => undefined;
    const onSubmit = (reason: string) => {
      sent.push(reason);
      return new Promise<ActionResult<unknown>>((resolve) => {
        answer = resolve;
      });
    };
    const { rerender } = render(
      <ReasonDialog open onOpenChange={(open) => closes.push(open)} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('dialog', { name: 'Reject' })).toBeTruthy();
    fireEvent.change(control('Reason'), { target: { value: 'No money arrived' } });
    const submit = screen.getByRole('button', { name: 'Reject' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual(['No money arrived']));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    // While saving, Escape does not close the dialog.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(closes).toEqual([]);

    await act(async () => answer({ ok: true, data: null }));
    await waitFor(() => expect(closes).toEqual([false]));
    expect(sent).toHaveLength(1);
    rerender(<ReasonDialog open onOpenChange={(open) => closes.push(open)} onSubmit={onSubmit} />);
    expect((control('Reason') as HTMLInputElement).value).toBe('');
  });

  it('keeps the dialog and what was typed when the save is refused, and Cancel closes it', async () => {
    const closes: boolean[] = [];
    render(
      <ReasonDialog
        open
        onOpenChange={(open) => closes.push(open)}
        onSubmit={() => Promise.resolve({ ok: false, error: new Error('refused') })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByText('Too short');
    fireEvent.change(control('Reason'), { target: { value: 'Duplicate request' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(closes).toEqual([]);
    expect((control('Reason') as HTMLInputElement).value).toBe('Duplicate request');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closes).toEqual([false]);
  });
});
