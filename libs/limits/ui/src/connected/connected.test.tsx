import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realityCheckDue, sessionLimitEnded } from '@bet/limits';
import { createLimitsHarness, limitFixture } from '@bet/limits/testing';
import { StoreHarness } from '@bet/ui/testing';
import { LimitsOverlays } from './limits-overlays';
import { LimitsPage } from './limits-page';

describe('LimitsPage (connected; issue 13 "Bad input")', () => {
  it('a refused value says why and keeps what was typed; a good one is saved', async () => {
    const user = userEvent.setup();
    const h = createLimitsHarness({
      saveLimits: () => ({
        status: 'ok',
        data: { questions: [], tokenGuid: null, limitsData: [limitFixture({ limitType: 20, limitValue: 50_000 })] },
      }),
    });
    render(
      <StoreHarness store={h.store}>
        <LimitsPage />
      </StoreHarness>,
    );
    const field = await screen.findByRole('textbox', { name: 'New limit for Deposit per 24 hours' });
    await user.type(field, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save Deposit per 24 hours' }));
    expect(await screen.findByText('Enter a whole positive number, for example 500.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('12.5');
    expect(h.api.callsTo('saveLimits')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Save Deposit per 24 hours' }));
    await waitFor(() => expect(h.api.callsTo('saveLimits')).toHaveLength(1));
    h.task.cancel();
  });
});

describe('LimitsOverlays (connected)', () => {
  it('the approval asks without a close; the reality check and the session-limit notice answer', async () => {
    const user = userEvent.setup();
    const h = createLimitsHarness({
      getLimits: () => ({
        data: [limitFixture({ limitType: 20, limitState: 'PENDING', type: 1, needApprove: true, limitValue: 900_000 })],
      }),
      limitAction: () => ({ limitsData: [] }),
    });
    render(
      <StoreHarness store={h.store}>
        <LimitsOverlays />
      </StoreHarness>,
    );
    const approval = await screen.findByRole('dialog', { name: 'Approve your limit change' });
    expect(within(approval).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(h.api.callsTo('limitAction')[0]?.body).toEqual({ limitType: 20, action: 'confirm' }));
    act(() => {
      h.store.dispatch(realityCheckDue({ shownAt: Date.now() }));
    });
    const reminder = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(reminder).getByRole('button', { name: 'Continue' }));
    expect(h.typesOf('limits/realityCheckAnswered')).toHaveLength(1);
    act(() => {
      h.store.dispatch(sessionLimitEnded());
    });
    const ended = await screen.findByRole('dialog', { name: 'Your session limit has ended.' });
    await user.click(within(ended).getByRole('button', { name: 'Sign out' }));
    expect(h.typesOf('session/logoutDemanded')).toHaveLength(1);
    h.task.cancel();
  });
});
