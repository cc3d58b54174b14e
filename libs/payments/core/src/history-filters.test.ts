import { describe, expect, it } from 'vitest';
import { filtersToQuery, NO_FILTERS } from './history-filters';

describe('filtersToQuery (historypay filters of getPaymentHistory)', () => {
  it('asks for everything without filters', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({ ok: true, query: {} });
  });

  it("takes whole days of the player's zone, both ends included (issue 12)", () => {
    const result = filtersToQuery({ kind: 'deposit', status: 'succeeded', from: '2026-11-01', to: '2026-11-01' }, 330);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query.kind).toBe('deposit');
    expect(result.query.status).toBe('succeeded');
    expect(result.query.from).toBe(Date.UTC(2026, 9, 31, 18, 30) / 1000);
    expect((result.query.to ?? 0) - (result.query.from ?? 0)).toBe(86_399);
  });

  it('refuses an impossible date and a range that ends before it starts', () => {
    expect(filtersToQuery({ ...NO_FILTERS, from: '2026-02-30' })).toEqual({ ok: false, problem: 'bad_date' });
    expect(filtersToQuery({ ...NO_FILTERS, from: '2026-11-02', to: '2026-11-01' })).toEqual({
      ok: false,
      problem: 'from_after_to',
    });
  });
});
