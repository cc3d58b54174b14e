import { describe, expect, it } from 'vitest';
import { getMaintenance, normaliseMaintenance, toEpochMs } from './maintenance-calls';

describe('maintenance payload (spec 02 §3 Maintenance: two forms)', () => {
  it('reads the first form', () => {
    const payload = getMaintenance.response.parse({
      started_at: 1_800_000_000,
      ended_at: 1_800_003_600,
      notify_started_at: 1_799_990_000,
      notify_ended_at: 1_800_000_000,
      isActive: 0,
      web_state: 1,
    });
    expect(normaliseMaintenance(payload)).toEqual({
      isActive: false,
      webState: true,
      startAt: 1_800_000_000_000,
      finishAt: 1_800_003_600_000,
      notifyStartAt: 1_799_990_000_000,
      notifyEndAt: 1_800_000_000_000,
    });
  });

  it('reads the other form, with ISO dates and millisecond numbers', () => {
    const payload = getMaintenance.response.parse({
      startAt: '2026-11-22T10:00:00Z',
      finishAt: 1_800_003_600_000,
      notifyStartDate: '2026-11-22T09:00:00Z',
      notifyEndDate: null,
      isActive: true,
    });
    expect(normaliseMaintenance(payload)).toEqual({
      isActive: true,
      webState: false,
      startAt: Date.parse('2026-11-22T10:00:00Z'),
      finishAt: 1_800_003_600_000,
      notifyStartAt: Date.parse('2026-11-22T09:00:00Z'),
      notifyEndAt: null,
    });
  });

  it('an empty payload is no maintenance', () => {
    expect(normaliseMaintenance(getMaintenance.response.parse({}))).toEqual({
      isActive: false,
      webState: false,
      startAt: null,
      finishAt: null,
      notifyStartAt: null,
      notifyEndAt: null,
    });
  });

  it('unreadable moments are none; flag strings "0" and "false" are not set', () => {
    expect(toEpochMs('soon')).toBeNull();
    expect(toEpochMs('')).toBeNull();
    expect(toEpochMs('1800000000')).toBe(1_800_000_000_000);
    expect(normaliseMaintenance({ isActive: '0', web_state: 'false' })).toMatchObject({
      isActive: false,
      webState: false,
    });
  });
});
