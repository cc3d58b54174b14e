import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  fullYearsBetween,
  isCalendarDay,
  PERSONAL_FIELDS,
  personalDataProblems,
  type PersonalData,
} from './personal-data-calls';

const TODAY = '2026-11-01';
const base: PersonalData = {
  ...(Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, ''])) as PersonalData),
  name: 'Anna',
  surname: 'Petrova',
};

describe('personal data checks (issue 12; the page and the sandbox run the same)', () => {
  it('needs a name and a surname; other empty fields are "not given"', () => {
    expect(personalDataProblems(base, TODAY)).toEqual({});
    expect(personalDataProblems({ ...base, name: ' ', surname: '' }, TODAY)).toEqual({
      name: 'required',
      surname: 'required',
    });
  });

  it('the birth date: a real day, from 1900, not ahead, 18 years by the birthday (spec 01 §3 minAge)', () => {
    const birth = (birthDate: string) => personalDataProblems({ ...base, birthDate }, TODAY).birthDate;
    expect(birth('2008-11-01')).toBeUndefined();
    expect(birth('2008-11-02')).toBe('underage');
    expect(birth('1990-02-30')).toBe('date');
    expect(birth('01.02.1990')).toBe('date');
    expect(birth('1899-12-31')).toBe('tooEarly');
    expect(birth('2027-01-01')).toBe('future');
  });

  it('the passport date: not ahead, not before the birth date', () => {
    const issued = (passportDate: string, birthDate = '1990-01-01') =>
      personalDataProblems({ ...base, birthDate, passportDate }, TODAY).passportDate;
    expect(issued('2010-05-20')).toBeUndefined();
    expect(issued('2026-11-02')).toBe('future');
    expect(issued('1989-12-31')).toBe('beforeBirth');
  });

  it('lengths and characters', () => {
    expect(personalDataProblems({ ...base, surname: 'x'.repeat(51) }, TODAY).surname).toBe('tooLong');
    expect(personalDataProblems({ ...base, name: 'Anna1' }, TODAY).name).toBe('format');
    expect(personalDataProblems({ ...base, name: "Anne-Marie O'Neil" }, TODAY).name).toBeUndefined();
    expect(personalDataProblems({ ...base, name: 'Анна' }, TODAY).name).toBeUndefined();
    expect(personalDataProblems({ ...base, inn: '123' }, TODAY).inn).toBe('format');
    expect(personalDataProblems({ ...base, inn: '7701234567' }, TODAY).inn).toBeUndefined();
  });

  test.prop([fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })])(
    'every day written yyyy-mm-dd is a calendar day; the same day is 0 years apart',
    (date) => {
      const day = date.toISOString().slice(0, 10);
      expect(isCalendarDay(day)).toBe(true);
      expect(fullYearsBetween(day, day)).toBe(0);
    },
  );
});
