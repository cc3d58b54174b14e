import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nHarness } from '@bet/ui/testing';
import { applyHead } from './apply-head';
import { ProgressBar } from './progress-bar';
import { ShellNotice } from './shell-notice';

describe('progress bar (spec 02 §9 "Progress bar: throttle 200 ms, duration 5000 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows only when the work lasts longer than 200 ms', () => {
    const { rerender } = render(<ProgressBar active label="Loading" />);
    act(() => void vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ProgressBar active={false} label="Loading" />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();

    rerender(<ProgressBar active label="Loading" />);
    act(() => void vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    act(() => void vi.advanceTimersByTime(50));
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
    expect((bar.firstElementChild as HTMLElement).style.transitionDuration).toBe('5000ms');
  });

  it('fills up when the work ends, then goes', () => {
    const { rerender } = render(<ProgressBar active label="Loading" />);
    act(() => void vi.advanceTimersByTime(300));
    rerender(<ProgressBar active={false} label="Loading" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('work that ends before the first frame keeps the bar full until it goes', () => {
    const { rerender } = render(<ProgressBar active label="Loading" />);
    act(() => void vi.advanceTimersByTime(200));
    rerender(<ProgressBar active={false} label="Loading" />);
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('shell notice', () => {
  it('offers its action and closes', async () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    render(
      <I18nHarness language="ru">
        <ShellNotice
          message="Доступна новая версия сайта."
          actionLabel="Обновить"
          onAction={onAction}
          onDismiss={onDismiss}
        />
      </I18nHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    cleanup();
  });
});

describe('document head (spec 01 §3 SEO page data)', () => {
  it('writes the page head and replaces the previous page’s links', () => {
    applyHead(document, {
      title: 'Home | Orbit',
      description: 'Bets',
      robots: 'index, follow',
      canonical: 'https://www.bet.example/en/',
      alternates: [
        { hreflang: 'ru', href: 'http://h/ru/' },
        { hreflang: 'en', href: 'http://h/en/' },
      ],
      metas: [{ name: 'keywords', content: 'bets' }],
    });
    expect(document.title).toBe('Home | Orbit');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Bets');
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('bets');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    applyHead(document, {
      title: 'Orbit',
      description: null,
      robots: null,
      canonical: 'http://h/en/x',
      alternates: [],
      metas: [],
    });
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://h/en/x');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});
