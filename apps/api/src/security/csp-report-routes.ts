import { CSP_REPORT_PATH, getCspReports } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import { hasControlApi } from '../sandbox/sandbox-mode';
import type { ServerDeps } from '../server-deps';

/** A report is a few hundred bytes; a batch of report-to a few kilobytes. */
const REPORT_BODY_LIMIT = 64 * 1024;

/**
 * The endpoint of the policy's report-uri and report-to (every mode), and the control call that
 * reads what it recorded (test and demo modes). apps/api README "Security headers and CSP".
 */
export function registerCspReportRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'mode' | 'cspReports'>): void {
  void app.register(async (scope) => {
    // Browsers post JSON under their own types; read as JSON, in this scope only.
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, undefined);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      const recorded = deps.cspReports.record(request.body);
      if (recorded > 0) request.log.warn({ reports: deps.cspReports.list().slice(-recorded) }, 'CSP violation');
      return reply.code(204).send();
    });
    if (hasControlApi(deps.mode)) {
      registerCall(scope, getCspReports, () => ({ reports: deps.cspReports.list() }), { noStore: true });
    }
  });
}
