// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SelectField } from '../../src/components/form/fields';
import { nextEnabled } from '../../src/components/ui/picker';
import { SEARCHABLE_AFTER, Select } from '../../src/components/ui/select';
import { foldSearchText, foldText, matchesKeyword } from '../../src/rules/fold';
import { z } from '../../src/rules/z';

describe('accent folding', () => {
  it('drops tones and marks, folds đ to d, ignores case', () => {
    expect(foldSearchText('ĐẶC BIỆT Ấn Tượng')).toBe('dac biet an tuong');
    expect(foldText('  Phường   Đống Đa ')).toBe('phuong dong da');
    // Composed and decomposed input fold alike.
    expect(foldText('Hà Nội'.normalize('NFD'))).toBe(foldText('Hà Nội'.normalize('NFC')));
  });

  it("finds 'Hà Nội' from 'ha noi' and 'đ' from 'd', every word anywhere", () => {
    expect(matchesKeyword('ha noi', 'Thành phố Hà Nội')).toBe(true);
    expect(matchesKeyword('noi ha', 'Thành phố Hà Nội')).toBe(true);
    expect(matchesKeyword('d', 'Đà Nẵng')).toBe(true);
    expect(matchesKeyword('dong da', 'Phường Đống Đa')).toBe(true);
    expect(matchesKeyword('hai phong', 'Thành phố Hà Nội')).toBe(false);
    expect(matchesKeyword('   ', 'anything')).toBe(true);
  });
});

describe('picker keys', () => {
  const rows = [
    { key: 'a', label: 'A' },
    { key: 'b', label: 'B', disabled: true },
    { key: 'c', label: 'C' },
  ];
  it('move past disabled rows and wrap', () => {
    expect(nextEnabled(rows, -1, 1)).toBe(0);
    expect(nextEnabled(rows, 0, 1)).toBe(2);
    expect(nextEnabled(rows, 2, 1)).toBe(0);
    expect(nextEnabled(rows, -1, -1)).toBe(2);
    expect(nextEnabled(rows, 0, -1)).toBe(2);
    expect(nextEnabled([], -1, 1)).toBe(-1);
  });
});

// jsdom lacks what Radix's popper measures with and what the list scrolls with.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});
afterEach(cleanup);

const WARDS = [
  'Phường Ba Đình',
  'Phường Hoàn Kiếm',
  'Phường Đống Đa',
  'Phường Hà Đông',
  'Xã Sóc Sơn',
  ...Array.from({ length: 20 }, (_, i) => `Xã Số ${String(i + 1)}`),
].map((label, i) => ({ value: `w${String(i)}`, label }));

describe('Select', () => {
  it(`stays native up to ${String(SEARCHABLE_AFTER)} options and becomes searchable past it`, () => {
    render(
      <>
        <Select aria-label="Short" options={WARDS.slice(0, SEARCHABLE_AFTER)} />
        <Select aria-label="Long" options={WARDS.slice(0, SEARCHABLE_AFTER + 1)} />
      </>,
    );
    expect(screen.getByLabelText('Short').tagName).toBe('SELECT');
    const long = screen.getByRole('combobox', { name: 'Long' });
    expect(long.tagName).toBe('BUTTON');
    expect(long.getAttribute('aria-haspopup')).toBe('listbox');
  });
});

const schema = z.object({ ward: z.string().min(1, 'Choose a ward') });
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

function WardForm(props: { onValid: (values: Out) => void }) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: { ward: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(props.onValid)}>
      <SelectField
        form={form}
        name="ward"
        id="f-ward"
        label="Ward"
        placeholder="Select a ward"
        options={WARDS}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a searchable SelectField', () => {
  it('is named by its label, wired to its message, and picks an accented ward from unaccented text', async () => {
    const saved: Out[] = [];
    render(<WardForm onValid={(v) => saved.push(v)} />);
    const button = screen.getByRole('combobox', { name: 'Ward' });
    expect(button.id).toBe('f-ward');
    expect(button.textContent).toBe('Select a ward');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose a ward');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('f-ward-error');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const search = await screen.findByRole('combobox', { name: 'Search Ward' });
    expect(screen.getByRole('listbox', { name: 'Ward' }).children).toHaveLength(WARDS.length + 1);
    fireEvent.change(search, { target: { value: 'dong da' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Phường Đống Đa']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No match for “zzz”');
    fireEvent.change(search, { target: { value: 'ha' } });
    // Words match anywhere in the folded label: 'ha' is in Hà Đông only ('Phường' folds to 'phuong').
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Phường Hà Đông']);
    fireEvent.change(search, { target: { value: 'd' } });
    fireEvent.keyDown(search, { key: 'End' });
    fireEvent.keyDown(search, { key: 'Home' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const active = search.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe('Phường Đống Đa');
    fireEvent.keyDown(search, { key: 'Enter' });

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(button.textContent).toBe('Phường Đống Đa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ ward: 'w2' }]));
    expect(button.getAttribute('aria-invalid')).toBeNull();
  });
});
