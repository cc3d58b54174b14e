import type { CspReport } from '@bet/contract';
import type { Clock } from '@bet/platform';

/** The most reports kept: a page looping on a violation cannot fill the server's memory. */
export const MAX_CSP_REPORTS = 500;

/** The CSP violations browsers reported, in memory per server (read by the control call getCspReports). */
export interface CspReportStore {
  /** Records what a browser posted, in either format; returns how many reports it held. */
  record(body: unknown): number;
  list(): CspReport[];
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** A shortened text: a report is evidence, not a place to store a page. */
const clip = (value: string | null, max = 2000): string | null => (value === null ? null : value.slice(0, max));

/**
 * The violations of one posted body: `application/csp-report` (report-uri: `{"csp-report": {...}}`,
 * kebab-case fields) or `application/reports+json` (report-to: an array of reports whose `body`
 * has camelCase fields). Anything else yields none.
 */
function violationsOf(body: unknown): Fields[] {
  if (Array.isArray(body)) {
    return body
      .filter(
        (report): report is { type: string; body: Fields } =>
          isFields(report) && report['type'] === 'csp-violation' && isFields(report['body']),
      )
      .map((report) => report.body);
  }
  if (isFields(body) && isFields(body['csp-report'])) {
    const legacy = body['csp-report'];
    return [
      {
        documentURL: legacy['document-uri'],
        blockedURL: legacy['blocked-uri'],
        effectiveDirective: legacy['effective-directive'] ?? legacy['violated-directive'],
        disposition: legacy['disposition'],
        sourceFile: legacy['source-file'],
        lineNumber: legacy['line-number'],
        sample: legacy['script-sample'],
      },
    ];
  }
  return [];
}

export function createCspReportStore(clock: Clock): CspReportStore {
  const reports: CspReport[] = [];
  return {
    record(body) {
      const violations = violationsOf(body);
      for (const violation of violations) {
        reports.push({
          receivedAt: new Date(clock.now()).toISOString(),
          documentUrl: clip(text(violation['documentURL'])) ?? '',
          blockedUrl: clip(text(violation['blockedURL'])) ?? '',
          effectiveDirective: clip(text(violation['effectiveDirective']), 100) ?? '',
          disposition: clip(text(violation['disposition']), 20) ?? 'enforce',
          sourceFile: clip(text(violation['sourceFile'])),
          lineNumber: number(violation['lineNumber']),
          sample: clip(text(violation['sample']), 200),
        });
      }
      reports.splice(0, Math.max(0, reports.length - MAX_CSP_REPORTS));
      return violations.length;
    },
    list: () => [...reports],
  };
}
