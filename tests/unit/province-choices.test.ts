import { describe, expect, it } from 'vitest';
import { provinceChoices } from '../../src/components/address/province-choices';

const items = [
  { id: 'hn', name: 'Thành phố Hà Nội', isActive: true },
  { id: 'yb', name: 'Tỉnh Yên Bái', isActive: false },
  { id: 'ag', name: 'Tỉnh An Giang', isActive: true },
  { id: 'bk', name: 'Tỉnh Bắc Kạn', isActive: false },
];

describe('provinceChoices', () => {
  it('offers the provinces in force only, in Vietnamese order', () => {
    expect(provinceChoices(items)).toEqual([
      { value: 'hn', label: 'Thành phố Hà Nội' },
      { value: 'ag', label: 'Tỉnh An Giang' },
    ]);
  });

  it("keeps the record's own former province, marked, and no other", () => {
    expect(provinceChoices(items, 'yb').map((o) => o.label)).toEqual([
      'Thành phố Hà Nội',
      'Tỉnh An Giang',
      'Tỉnh Yên Bái (former unit)',
    ]);
    expect(provinceChoices(items, 'hn')).toHaveLength(2);
  });
});
