import { describe, expect, it } from 'vitest';
import { officeMenuRoutes } from './office-menu';

const ids = (banLevel: number, banVersion = 1) => officeMenuRoutes({ banLevel, banVersion }).map((route) => route.id);

describe('the account menu (spec 01 §2 office pages, §4 Ban)', () => {
  it('lists the office pages of the route table for a player not banned', () => {
    const list = ids(0);
    expect(list).toEqual(expect.arrayContaining(['account', 'history', 'historypay', 'recharge', 'deduce']));
    expect(list).toEqual(expect.arrayContaining(['payment-requests', 'payment-create-request', 'bonuses-deposit']));
    // Not an office page for the player: the blocked layout's page, and pages whose config is off.
    expect(list).not.toContain('block-appeal-history');
    expect(list).not.toContain('identification');
    expect(list).not.toContain('login');
  });

  it('in a ban: no page hidden for the ban, the block-appeal history, withdrawal only at its levels', () => {
    const banned = ids(10);
    expect(banned).not.toContain('recharge');
    expect(banned).not.toContain('bonuses-deposit');
    expect(banned).not.toContain('share-idea');
    expect(banned).not.toContain('deduce');
    expect(banned).toEqual(expect.arrayContaining(['account', 'history', 'block-appeal-history']));
    expect(ids(53, 1)).toContain('deduce');
    expect(ids(45, 1)).not.toContain('deduce');
    expect(ids(45, 2)).toContain('deduce');
    expect(ids(53, 2)).not.toContain('deduce');
  });

  it('takes a page with requirements when the app says it is available', () => {
    const list = officeMenuRoutes({ banLevel: 0, banVersion: 0, isAvailable: () => true }).map((route) => route.id);
    expect(list).toContain('identification');
  });
});
