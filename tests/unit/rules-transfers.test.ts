import { describe, expect, it } from 'vitest';
import {
  approvalsNeededFor,
  DEFAULT_TWO_APPROVAL_THRESHOLD,
  THRESHOLD_MAX_MESSAGE,
  THRESHOLD_NEGATIVE_MESSAGE,
  THRESHOLD_NUMBER_MESSAGE,
  THRESHOLD_REQUIRED_MESSAGE,
  THRESHOLD_WHOLE_MESSAGE,
  TWO_APPROVAL_THRESHOLD_MAX,
  transferApprovalSettingsSchema,
  REJECT_REASON_MAX,
  REJECT_REASON_MAX_MESSAGE,
  TRANSFER_DATE_FORMAT_MESSAGE,
  TRANSFER_ID_MESSAGE,
  TRANSFER_REJECT_TEMPLATES,
  TRANSFER_TO_BEFORE_FROM_MESSAGE,
  auditLogsFilterSchema,
  rejectReasonSchema,
  transferDecisionSchema,
  transfersFilterSchema,
} from '../../src/rules/transfers';

const ID = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.map(String).join('.'), message: issue.message } : undefined;
}

describe('reject reason', () => {
  it('has no minimum: empty, blank and missing all mean no reason', () => {
    for (const value of [undefined, '', '   ']) {
      const r = rejectReasonSchema.safeParse({ moneyTransferReason: value });
      expect(r.success).toBe(true);
      expect(r.data?.moneyTransferReason).toBeUndefined();
    }
    expect(rejectReasonSchema.parse({ moneyTransferReason: 'x' }).moneyTransferReason).toBe('x');
  });

  it('is trimmed and capped at the maximum, counted after trimming', () => {
    expect(rejectReasonSchema.parse({ moneyTransferReason: '  Sai số tiền  ' }).moneyTransferReason).toBe(
      'Sai số tiền',
    );
    expect(rejectReasonSchema.safeParse({ moneyTransferReason: 'a'.repeat(REJECT_REASON_MAX) }).success).toBe(
      true,
    );
    expect(
      rejectReasonSchema.safeParse({ moneyTransferReason: ` ${'a'.repeat(REJECT_REASON_MAX)} ` }).success,
    ).toBe(true);
    expect(
      firstIssue(rejectReasonSchema.safeParse({ moneyTransferReason: 'a'.repeat(REJECT_REASON_MAX + 1) })),
    ).toEqual({
      path: 'moneyTransferReason',
      message: REJECT_REASON_MAX_MESSAGE,
    });
  });
});

describe('transfer decision', () => {
  it('needs a well-formed id and a boolean approve', () => {
    expect(transferDecisionSchema.parse({ id: ID, approve: true })).toEqual({ id: ID, approve: true });
    expect(firstIssue(transferDecisionSchema.safeParse({ id: 'abc', approve: true }))).toEqual({
      path: 'id',
      message: TRANSFER_ID_MESSAGE,
    });
    expect(firstIssue(transferDecisionSchema.safeParse({ id: ID, approve: 'yes' }))?.path).toBe('approve');
    expect(
      firstIssue(
        transferDecisionSchema.safeParse({ id: ID, approve: false, moneyTransferReason: 'b'.repeat(501) }),
      )?.path,
    ).toBe('moneyTransferReason');
  });
});

describe('transfer list filters', () => {
  it('trims the keyword and drops an empty one', () => {
    expect(transfersFilterSchema.parse({ keyword: '  an@kar.vn ' }).keyword).toBe('an@kar.vn');
    expect(transfersFilterSchema.parse({ keyword: '   ' }).keyword).toBeUndefined();
    expect(transfersFilterSchema.safeParse({ keyword: 'k'.repeat(101) }).success).toBe(false);
  });

  it('accepts only the three raw statuses', () => {
    for (const status of ['new', 'confirm', 'rejected'])
      expect(transfersFilterSchema.safeParse({ status }).success).toBe(true);
    for (const status of ['NEW', 'all', 'done'])
      expect(transfersFilterSchema.safeParse({ status }).success).toBe(false);
  });

  it('checks dates are real days and the range is in order', () => {
    expect(
      transfersFilterSchema.safeParse({ createFrom: '2026-03-01', createTo: '2026-03-01' }).success,
    ).toBe(true);
    expect(firstIssue(transfersFilterSchema.safeParse({ createFrom: '2026-02-30' }))).toEqual({
      path: 'createFrom',
      message: TRANSFER_DATE_FORMAT_MESSAGE,
    });
    expect(
      firstIssue(transfersFilterSchema.safeParse({ createFrom: '2026-03-02', createTo: '2026-03-01' })),
    ).toEqual({
      path: 'createTo',
      message: TRANSFER_TO_BEFORE_FROM_MESSAGE,
    });
  });

  it('needs a well-formed member id for the requester and the audit log', () => {
    expect(transfersFilterSchema.safeParse({ userId: ID }).success).toBe(true);
    expect(transfersFilterSchema.safeParse({ userId: '1' }).success).toBe(false);
    expect(auditLogsFilterSchema.safeParse({ userId: ID }).success).toBe(true);
    expect(auditLogsFilterSchema.safeParse({ userId: 'nope' }).success).toBe(false);
  });
});

describe('reject templates', () => {
  it('each template, in either language, is a reason the server accepts as it is', () => {
    for (const t of Object.values(TRANSFER_REJECT_TEMPLATES)) {
      for (const text of [t.vi, t.en]) {
        const parsed = rejectReasonSchema.safeParse({ moneyTransferReason: text });
        expect(parsed.success && parsed.data.moneyTransferReason).toBe(text);
      }
    }
  });
});

describe('two approvals (docs/money.md#two-approvals)', () => {
  it('needs two at or above the threshold and one just below it', () => {
    expect(approvalsNeededFor(DEFAULT_TWO_APPROVAL_THRESHOLD, DEFAULT_TWO_APPROVAL_THRESHOLD)).toBe(2);
    expect(approvalsNeededFor(DEFAULT_TWO_APPROVAL_THRESHOLD - 1, DEFAULT_TWO_APPROVAL_THRESHOLD)).toBe(1);
    expect(approvalsNeededFor(0, 0)).toBe(2);
  });

  it('takes a whole, non-negative amount of VND up to the maximum, with one message per problem', () => {
    const parse = (v: unknown) => transferApprovalSettingsSchema.safeParse({ twoApprovalThreshold: v });
    expect(parse(10_000_000)).toMatchObject({ success: true, data: { twoApprovalThreshold: 10_000_000 } });
    expect(parse(0).success).toBe(true);
    expect(parse(TWO_APPROVAL_THRESHOLD_MAX).success).toBe(true);
    for (const [value, message] of [
      [null, THRESHOLD_REQUIRED_MESSAGE],
      [undefined, THRESHOLD_REQUIRED_MESSAGE],
      [Number.NaN, THRESHOLD_NUMBER_MESSAGE],
      [1.5, THRESHOLD_WHOLE_MESSAGE],
      [-1, THRESHOLD_NEGATIVE_MESSAGE],
      [TWO_APPROVAL_THRESHOLD_MAX + 1, THRESHOLD_MAX_MESSAGE],
    ] as const) {
      expect(firstIssue(parse(value))).toEqual({ path: 'twoApprovalThreshold', message });
    }
  });
});
