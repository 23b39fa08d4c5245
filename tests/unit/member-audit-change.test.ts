import { describe, expect, it } from 'vitest';
import { describeAuditChange } from '../../src/features/member-detail/audit-change';

describe('describeAuditChange', () => {
  it('reads status and balance from the before and after snapshots', () => {
    expect(
      describeAuditChange(
        JSON.stringify({ status: 'PENDING', balance: 1000, amount: 500 }),
        JSON.stringify({ status: 'APPROVED', balance: 1500000 }),
      ),
    ).toEqual({ status: 'PENDING → APPROVED', balance: '1,000 VND → 1,500,000 VND' });
  });

  it('shows a dash for a side that is missing or not JSON', () => {
    expect(describeAuditChange(null, JSON.stringify({ status: 'REJECTED' }))).toEqual({
      status: '- → REJECTED',
      balance: '-',
    });
    expect(describeAuditChange('{oops', 'null')).toEqual({ status: '-', balance: '-' });
  });
});
