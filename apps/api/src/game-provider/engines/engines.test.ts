import { createSeededRandom } from '@bet/platform';
import { describe, expect, it } from 'vitest';
import { CRASH_HOUSE_EDGE_BP, crashPoint, crashRtp, crashWin } from './crash';
import { drawKeno, KENO_DRAWN, KENO_PAYTABLE, kenoOdds, kenoRtp } from './keno';
import { evaluateSlot, SLOT_CONFIG, slotRtp, spinSlot } from './slot';
import type { SlotConfig } from './slot';

describe('slot RTP (apps/api README "Game provider and seamless wallet")', () => {
  it('is 96.26% exactly: 32,299,980 paid per 33,554,432 staked over every stop combination', () => {
    const { paid, staked, rtp } = slotRtp(SLOT_CONFIG);
    expect(staked).toBe(32n ** 5n);
    expect(paid).toBe(32_299_980n);
    expect(rtp).toBeCloseTo(0.962614, 6);
  });

  it('the formula equals the evaluation summed over every stop combination (a small machine, enumerated)', () => {
    const small: SlotConfig = {
      strips: [
        ['cherry', 'lemon', 'cherry', 'seven'],
        ['cherry', 'cherry', 'lemon', 'bar'],
        ['lemon', 'cherry', 'seven', 'cherry', 'plum'],
        ['cherry', 'lemon', 'seven'],
        ['seven', 'cherry', 'lemon', 'bell'],
      ],
      paylines: SLOT_CONFIG.paylines,
      paytable: SLOT_CONFIG.paytable,
    };
    let paid = 0n;
    let staked = 0n;
    const lengths = small.strips.map((reel) => reel.length);
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === lengths.length) {
        // The stake is one per line: the line bet times the number of lines.
        paid += BigInt(evaluateSlot(small, stops).multiple);
        staked += BigInt(small.paylines.length);
        return;
      }
      for (let stop = 0; stop < (lengths[reel] ?? 0); stop += 1) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    const formula = slotRtp(small);
    // paid/staked over the enumeration equals the formula's fraction.
    expect(paid * formula.staked).toBe(formula.paid * staked);
  });

  it('a spin shows 5 reels of 3 symbols from the strips', () => {
    const spin = spinSlot(SLOT_CONFIG, createSeededRandom(1));
    expect(spin.window).toHaveLength(5);
    expect(spin.window.every((reel) => reel.length === 3)).toBe(true);
  });
});

describe('crash RTP', () => {
  it('is 1 − edge (97%) for every cash-out target', () => {
    expect(CRASH_HOUSE_EDGE_BP).toBe(300);
    for (const target of [101, 150, 200, 1_000, 100_000]) expect(crashRtp(target)).toBe(0.97);
  });

  it('the drawn crash point reaches a target with probability 0.97 / target (over a fine grid of draws)', () => {
    const n = 200_000;
    for (const target of [101, 200, 500]) {
      let reached = 0;
      for (let i = 0; i < n; i += 1) if (crashPoint(i / n) >= target) reached += 1;
      expect(Math.abs(reached / n - 97 / target)).toBeLessThanOrEqual(2 / n);
    }
    expect(crashPoint(0)).toBe(100);
    expect(crashWin(1_000, 250, 300)).toBe(2_500);
    expect(crashWin(1_000, 250, 249)).toBe(0);
  });
});

describe('keno RTP', () => {
  it('each pick count returns what the README documents (exact hypergeometric odds)', () => {
    const documented: Record<number, number> = {
      1: 0.95,
      2: 0.950949,
      3: 0.950461,
      4: 0.93668,
      5: 0.931854,
      6: 0.941084,
      7: 0.938558,
      8: 0.947872,
      9: 0.949578,
      10: 0.944494,
    };
    for (let picks = 1; picks <= 10; picks += 1) {
      expect(kenoRtp(picks)).toBeCloseTo(documented[picks] ?? 0, 5);
      expect(KENO_PAYTABLE[picks]).toHaveLength(picks + 1);
    }
  });

  it('the odds of every hit count sum to one', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      let ways = 0n;
      for (let hits = 0; hits <= picks; hits += 1) ways += kenoOdds(picks, hits).ways;
      expect(ways).toBe(kenoOdds(picks, 0).of);
    }
  });

  it('draws 20 different numbers of 1-80 and counts the hits', () => {
    const draw = drawKeno([1, 2, 3, 4, 5], createSeededRandom(3));
    expect(new Set(draw.drawn).size).toBe(KENO_DRAWN);
    expect(draw.drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
    expect(draw.hits).toEqual(draw.picks.filter((n) => draw.drawn.includes(n)));
  });
});
