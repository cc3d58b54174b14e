import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { couponRecordFixture, systemCouponFixture, wonSingleFixture } from '@bet/office/testing';
import { CouponCard } from './coupon-card';
import { I18nHarness } from '@bet/ui/testing';

function show(ui: React.ReactElement, language = 'en') {
  return render(<I18nHarness language={language}>{ui}</I18nHarness>);
}

/** The value beside a term of the coupon's facts. */
function fact(article: HTMLElement, term: string): string | null {
  const dt = within(article).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('CouponCard', () => {
  it('shows an open coupon with its possible win from the engine', () => {
    show(<CouponCard coupon={couponRecordFixture()} language="en" />);
    const card = screen.getByRole('article', { name: 'Coupon № 1000001' });
    expect(fact(card, 'Type')).toBe('Single');
    expect(fact(card, 'Stake')).toMatch(/100\.00/);
    expect(fact(card, 'Coefficient')).toBe('1.85');
    expect(fact(card, 'Status')).toBe('Open');
    expect(fact(card, 'Possible win')).toMatch(/185\.00/);
    expect(within(card).queryByText('Payout')).toBeNull();
  });

  it("shows a settled coupon's payout as the server sent it, and when it settled", () => {
    show(<CouponCard coupon={wonSingleFixture({ payout: 18400 })} language="en" />);
    const card = screen.getByRole('article', { name: 'Coupon № 1000001' });
    expect(fact(card, 'Status')).toBe('Won');
    expect(fact(card, 'Payout')).toMatch(/184\.00/);
    expect(within(card).getByText('Settled')).toBeTruthy();
  });

  it('writes a system as "System 2/3", with no total coefficient', () => {
    show(<CouponCard coupon={systemCouponFixture()} language="en" />);
    const card = screen.getByRole('article', { name: 'Coupon № 1000002' });
    expect(fact(card, 'Type')).toBe('System 2/3');
    expect(fact(card, 'Coefficient')).toBe('—');
    expect(fact(card, 'Payout')).toMatch(/2,020\.00/);
  });

  it('formats money in the coupon currency for the language', () => {
    show(<CouponCard coupon={wonSingleFixture()} language="ru" />, 'ru');
    const card = screen.getByRole('article', { name: 'Купон № 1000001' });
    expect(fact(card, 'Выплата')).toMatch(/185,00\s₽/);
  });

  it('unfolds its legs with the keyboard: game, market, outcome, coefficient, status, score', async () => {
    const user = userEvent.setup();
    show(<CouponCard coupon={wonSingleFixture()} language="en" />);
    const toggle = screen.getByRole('button', { name: 'Show bets (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Bets of coupon № 1000001' });
    expect(toggle.getAttribute('aria-controls')).toBe(table.id);
    const row = within(table).getByRole('row', { name: /Northfield — Southport/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Match result', 'W1', '1.85', 'Won', '2:1 (1:0, 1:1)']);
    await user.click(screen.getByRole('button', { name: 'Hide bets' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows leg statuses of spec 01 §4 and "—" for a game without a score', async () => {
    const user = userEvent.setup();
    show(<CouponCard coupon={couponRecordFixture()} language="en" />);
    await user.click(screen.getByRole('button', { name: 'Show bets (1)' }));
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(-2)).toEqual(['Not started', '—']);
  });

  it('links to its print page when given one', () => {
    show(<CouponCard coupon={couponRecordFixture()} language="en" printHref="/en/print-coupon/1000001" />);
    expect(screen.getByRole('link', { name: 'Print coupon № 1000001' }).getAttribute('href')).toBe(
      '/en/print-coupon/1000001',
    );
  });
});
