import { z } from 'zod/mini';
import { defineControlCall } from './control-call';

/**
 * Where browsers send Content-Security-Policy violations (the policy's report-uri, and the
 * `csp` endpoint of Reporting-Endpoints for report-to). Served in every mode: the policy names
 * it everywhere. Browsers post their own formats (application/csp-report, application/reports+json),
 * so it is not a contract call; the sandbox keeps what it reads in the shape below.
 */
export const CSP_REPORT_PATH = '/sandbox-api/csp-reports';

/** One violation as the sandbox recorded it, whichever format the browser used. */
export const cspReportSchema = z.object({
  /** When the sandbox received it, ISO 8601. */
  receivedAt: z.string(),
  /** The page that broke the policy. */
  documentUrl: z.string(),
  /** What was blocked: a URL, or `inline`, `eval`, ... */
  blockedUrl: z.string(),
  /** The directive that blocked it, e.g. `script-src-elem`. */
  effectiveDirective: z.string(),
  /** `enforce` or `report`. */
  disposition: z.string(),
  sourceFile: z.nullable(z.string()),
  lineNumber: z.nullable(z.number()),
  /** The first characters of the blocked inline code, when the policy asks for them. */
  sample: z.nullable(z.string()),
});
export type CspReport = z.infer<typeof cspReportSchema>;

/** The violations recorded since the server started (the newest last); the e2e suite fails on any. */
export const getCspReports = defineControlCall({
  name: 'getCspReports',
  method: 'GET',
  path: 'csp-reports',
  response: z.object({ reports: z.array(cspReportSchema) }),
});
