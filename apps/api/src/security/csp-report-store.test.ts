import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/auth-test-kit';
import { createCspReportStore, MAX_CSP_REPORTS } from './csp-report-store';

const legacy = (blocked: string) => ({ 'csp-report': { 'blocked-uri': blocked, 'effective-directive': 'img-src' } });

describe('the CSP report store', () => {
  it(`keeps the newest ${MAX_CSP_REPORTS} reports: a looping page cannot fill the memory`, () => {
    const store = createCspReportStore(createFakeClock());
    for (let i = 0; i < MAX_CSP_REPORTS + 10; i++) expect(store.record(legacy(`http://x/${i}`))).toBe(1);
    const reports = store.list();
    expect(reports).toHaveLength(MAX_CSP_REPORTS);
    expect(reports[0]?.blockedUrl).toBe('http://x/10');
    expect(reports.at(-1)?.blockedUrl).toBe(`http://x/${MAX_CSP_REPORTS + 9}`);
  });

  it('clips long fields and reads missing ones as empty or null', () => {
    const store = createCspReportStore(createFakeClock());
    store.record({ 'csp-report': { 'blocked-uri': 'x'.repeat(5000), 'line-number': 'seven' } });
    expect(store.list()[0]).toMatchObject({
      blockedUrl: 'x'.repeat(2000),
      documentUrl: '',
      effectiveDirective: '',
      disposition: 'enforce',
      lineNumber: null,
      sample: null,
    });
  });

  it('gives a copy: a reader cannot change what is kept', () => {
    const store = createCspReportStore(createFakeClock());
    store.record(legacy('inline'));
    store.list().pop();
    expect(store.list()).toHaveLength(1);
  });
});
