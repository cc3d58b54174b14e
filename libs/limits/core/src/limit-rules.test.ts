import { describe, expect, it } from 'vitest';
import { approvalsDue, canCancel, isExtraLimitsLocked, nextApprovalAt, remainingOf } from './limit-rules';
import { limitFixture } from './testing';

describe('limit rules (spec 01 §4 "Deposit limit")', () => {
  it('30, 33 and 37 cannot be cancelled while ACTIVE; a pending change can', () => {
    const list = [limitFixture({ limitType: 30 }), limitFixture({ limitType: 20 })];
    expect(canCancel(limitFixture({ limitType: 30 }), list)).toBe(false);
    expect(canCancel(limitFixture({ limitType: 33 }), list)).toBe(false);
    expect(canCancel(limitFixture({ limitType: 37 }), list)).toBe(false);
    expect(canCancel(limitFixture({ limitType: 20 }), list)).toBe(true);
    expect(canCancel(limitFixture({ limitType: 20, limitState: 'PENDING', type: 1 }), list)).toBe(true);
  });

  it('an ACTIVE 37 locks the extra limits: the session limit stays', () => {
    const list = [limitFixture({ limitType: 37 }), limitFixture({ limitType: 31, limitValue: 4 })];
    expect(isExtraLimitsLocked(list)).toBe(true);
    expect(canCancel(limitFixture({ limitType: 31, limitValue: 4 }), list)).toBe(false);
    expect(isExtraLimitsLocked([limitFixture({ limitType: 37, limitState: 'PENDING' })])).toBe(false);
  });

  it('what is left of a money limit this period', () => {
    expect(remainingOf(limitFixture({ limitType: 20, limitValue: 100_000, limitBalance: 60_000 }))).toEqual({
      left: 60_000,
      total: 100_000,
    });
    expect(remainingOf(limitFixture({ limitType: 30 }))).toBeNull();
  });

  it('approvals due now, and the next one to wait for', () => {
    const due = limitFixture({ limitType: 21, limitState: 'PENDING', needApprove: true, endsAt: 10, type: 1 });
    const later = limitFixture({ limitType: 20, limitState: 'PENDING', needApprove: false, endsAt: 500, type: 1 });
    expect(approvalsDue([due, later])).toEqual([due]);
    expect(nextApprovalAt([due, later])).toBe(500);
    expect(nextApprovalAt([due])).toBeNull();
  });
});
