import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';
import { formatDayMonthTime, type PlayerZone } from '@bet/time-settings';
import { registerOneClick } from './players';

/**
 * Issue 12 (part B): the player's time zone and clock (spec 01 §3 timeZone, is12h) apply to
 * every time shown and are kept in the tzo and is12h cookies (spec 02 §9). Each test has its
 * own new player.
 */

const LINE = '/en/home/line/sports/1-football';
const DEFAULT_ZONE: PlayerZone = { offsetMinutes: 180, is12h: false };
const NEW_YORK_12H: PlayerZone = { offsetMinutes: -300, is12h: true };
/** The line's games come by the feed after the page loads: slower on a busy machine. */
const LOAD_MS = 15_000;

/** The first game start on the line: its moment (the `<time datetime>`) and the text shown. */
async function firstStart(page: Page): Promise<{ iso: string; text: string }> {
  const time = page.getByRole('main').locator('time[datetime]').first();
  await expect(time).toBeVisible({ timeout: LOAD_MS });
  return { iso: (await time.getAttribute('datetime')) ?? '', text: (await time.textContent()) ?? '' };
}

function minutesOfDay(text: string): number {
  const match = /(\d{1,2}):(\d{2})(?: (AM|PM))?$/.exec(text);
  if (!match) throw new Error(`not a time: ${text}`);
  const hours = (Number(match[1]) % (match[3] ? 12 : 24)) + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

test.describe('time zone and clock (issue 12, spec 01 §3 timeZone / is12h)', () => {
  test("a game's start moves by the zone difference, 12 h shows AM/PM, and both are kept after a reload", async ({
    page,
    context,
  }) => {
    await registerOneClick(page);
    await page.goto(LINE);
    const before = await firstStart(page);
    const moment = Date.parse(before.iso);
    // Spec 02 §9 "default time zone 3" on the 24-hour clock.
    expect(before.text).toBe(formatDayMonthTime(moment, DEFAULT_ZONE));

    await page.goto('/en/settings');
    const section = page.getByRole('region', { name: 'Time' });
    await section.getByRole('combobox', { name: 'Time zone' }).selectOption({ label: 'UTC−05:00' });
    await section.getByRole('radio', { name: '12-hour (6:30 PM)' }).check();
    await expect(section.getByTestId('time-settings-now')).toHaveText(/^\d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies['tzo']?.value).toBe('-5');
    expect(cookies['is12h']?.value).toBe('1');
    // Spec 02 §9 cookies: lifetime 86400 s, path /.
    expect(cookies['tzo']?.path).toBe('/');
    expect(Math.abs((cookies['tzo']?.expires ?? 0) - Date.now() / 1000 - 86_400)).toBeLessThan(120);

    await page.goto(LINE);
    const same = page.getByRole('main').locator(`time[datetime="${before.iso}"]`).first();
    const expected = formatDayMonthTime(moment, NEW_YORK_12H);
    await expect(same).toHaveText(expected, { timeout: LOAD_MS });
    expect(expected).toMatch(/ (AM|PM)$/);
    // Eight hours back, whatever the day.
    expect((minutesOfDay(before.text) - minutesOfDay(expected) + 1440) % 1440).toBe(8 * 60);

    await page.reload();
    await expect(page.getByRole('main').locator(`time[datetime="${before.iso}"]`).first()).toHaveText(expected, {
      timeout: LOAD_MS,
    });
  });
});
