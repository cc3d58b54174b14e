import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nHarness } from './testing/i18n-harness';
import { TOAST_DURATION_MS, ToastRegion } from './toast';
import type { ToastItem, ToastRegionProps } from './toast';
import { ToastProvider, useToast } from './toast-provider';

const placed: ToastItem = {
  id: 'placed',
  tone: 'success',
  title: 'Bet placed',
  message: 'Coupon 7 is in the history.',
};
const saved: ToastItem = { id: 'saved', message: 'Settings saved' };
const copied: ToastItem = { id: 'copied', message: 'Copied' };
const failed: ToastItem = { id: 'failed', tone: 'error', message: 'The bet was not placed.' };
const later: ToastItem = { id: 'later', message: 'A fourth one' };

/** A region whose owner removes a toast when asked, as an app does. */
function Owner({ initial, ...props }: Partial<ToastRegionProps> & { initial: ToastItem[] }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastRegion
      {...props}
      toasts={toasts}
      onDismiss={(id) => {
        props.onDismiss?.(id);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      }}
    />
  );
}

function renderOwner(props: Partial<ToastRegionProps> & { initial: ToastItem[] }, language = 'en') {
  return render(
    <I18nHarness language={language}>
      <button type="button">Place bet</button>
      <Owner {...props} />
    </I18nHarness>,
  );
}

const region = (name = 'Notifications') => screen.getByRole('region', { name });

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library waits on a timer after each event, advancing it only under Jest's fake
    // timers: hand it Vitest's, or every user-event call waits forever.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is one named region, a polite live region present before any toast comes in', () => {
    renderOwner({ initial: [] });
    const list = within(region()).getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('reads an error out at once as an alert; other tones stay polite', () => {
    renderOwner({ initial: [placed, failed] });
    expect(within(region()).getByRole('alert').textContent).toBe('The bet was not placed.');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows at most 3 at once and the next one when a place frees (spec 02 §9 "Max notifications at once 3")', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderOwner({ initial: [placed, saved, copied, later] });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('A fourth one')).toBeNull();

    await user.click(within(region()).getAllByRole('button', { name: 'Close notification' })[0] as HTMLElement);

    expect(screen.queryByText('Bet placed')).toBeNull();
    expect(screen.getByText('A fourth one')).toBeTruthy();
  });

  it('closes itself after 10 s (spec 02 §9 "Auto-notification close 10 s"), an error only when closed', () => {
    const onDismiss = vi.fn();
    renderOwner({ initial: [saved, failed], onDismiss });

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Settings saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Settings saved')).toBeNull();
    expect(onDismiss).toHaveBeenCalledWith('saved');

    act(() => vi.advanceTimersByTime(10 * TOAST_DURATION_MS));
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('takes a toast’s own duration, or none', () => {
    renderOwner({
      initial: [
        { ...copied, duration: 2000 },
        { ...saved, duration: null },
      ],
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Copied')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Settings saved')).toBeTruthy();
  });

  it('stops counting while hovered and goes on with the time left (WCAG 2.2.1)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderOwner({ initial: [saved] });
    act(() => vi.advanceTimersByTime(6000));

    await user.hover(screen.getByText('Settings saved'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Settings saved')).toBeTruthy();

    await user.unhover(screen.getByText('Settings saved'));
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Settings saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('stops counting while focus is inside, and goes on once it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderOwner({ initial: [saved] });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close notification' }));
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(screen.getByText('Settings saved')).toBeTruthy();

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place bet' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('speaks Russian under ru', () => {
    renderOwner({ initial: [saved] }, 'ru');
    expect(within(region('Уведомления')).getByRole('button', { name: 'Закрыть уведомление' })).toBeTruthy();
  });

  it('takes its names as props too', () => {
    renderOwner({ initial: [saved], label: 'Messages', closeLabel: 'Hide' });
    expect(within(region('Messages')).getByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});

describe('ToastProvider and useToast', () => {
  function CopyButton() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.show({ id: 'copied', tone: 'success', message: 'Copied' })}>
        Copy
      </button>
    );
  }

  it('shows a toast from any component under it, once per id, and closes it', async () => {
    const user = userEvent.setup();
    render(
      <I18nHarness>
        <ToastProvider>
          <CopyButton />
        </ToastProvider>
      </I18nHarness>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' }));

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('says what is missing when used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CopyButton />)).toThrow('useToast() needs a <ToastProvider> above it');
  });
});
