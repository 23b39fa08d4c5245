import { describe, expect, it } from 'vitest';
import { formValues, type FieldSpec } from '../../src/features/settings/setting-fields';

type Item = {
  id: string;
  name: string;
  brand: string | null;
  price: number | null;
  top: boolean;
  mediaId: string | null;
};
type In = { name: string; brand: string; price: number | null; top: boolean; mediaId: string | null };

const fields: readonly FieldSpec<In, Item, undefined>[] = [
  {
    kind: 'narrow',
    key: 'maker',
    id: 'x-maker',
    label: 'Maker',
    placeholder: 'All',
    options: [],
    from: () => '',
  },
  { kind: 'select', name: 'brand', id: 'x-brand', label: 'Brand', options: [] },
  { kind: 'text', name: 'name', id: 'x-name', label: 'Name', initial: 'New' },
  {
    kind: 'group',
    className: 'grid',
    fields: [
      { kind: 'number', name: 'price', id: 'x-price', label: 'Price' },
      { kind: 'switch', name: 'top', id: 'x-top', label: 'Top' },
    ],
  },
  { kind: 'image', name: 'mediaId', id: 'x-image', label: 'Image', url: () => null, cleared: null },
];

describe('setting form values from the field specs', () => {
  it('gives a new item each field blank, its initial value, or the list filter it starts in', () => {
    expect(formValues(fields, null)).toEqual({
      brand: '',
      name: 'New',
      price: null,
      top: false,
      mediaId: null,
    });
    expect(formValues(fields, null, { brand: 'b1', maker: 'm1' })).toEqual({
      brand: 'b1',
      name: 'New',
      price: null,
      top: false,
      mediaId: null,
    });
    // A filter set back to 'All' presets nothing.
    expect(formValues(fields, null, { name: '' }).name).toBe('New');
  });

  it("loads a selected item's own values, blank where it has none, and nothing the form does not hold", () => {
    const item: Item = { id: 'i1', name: 'Vios', brand: null, price: 5, top: true, mediaId: null };
    expect(formValues(fields, item)).toEqual({ brand: '', name: 'Vios', price: 5, top: true, mediaId: null });
  });
});
