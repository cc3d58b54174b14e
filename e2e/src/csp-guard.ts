import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { getCspReports, type CspReport } from '@bet/contract';
import { MISSING_TEXT_WARNING } from '@bet/i18n';

/** A violation as the page saw it (the `securitypolicyviolation` event), in any frame. */
export interface PageViolation {
  documentUrl: string;
  blockedUrl: string;
  effectiveDirective: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
}

/** The violations the sandbox recorded from browsers' reports (report-uri, report-to). */
export async function recordedCspReports(request: APIRequestContext): Promise<CspReport[]> {
  const response = await request.fetch(getCspReports.path, { method: getCspReports.method });
  if (!response.ok()) throw new Error(`getCspReports failed: ${response.status()} ${await response.text()}`);
  return getCspReports.response.parse(await response.json()).reports;
}

const BINDING = '__e2eCspViolation';

/**
 * Every spec takes `test` from here: an automatic fixture fails the test that caused any CSP
 * violation (apps/api README "Security headers and CSP"). It listens in every page and frame (the
 * event comes at once, while a browser's report may come late), and reads the sandbox's recorded
 * reports before and after the test; the global setup (csp-global-setup.ts) catches any report
 * that arrives after its test ended.
 */
export const test = base.extend<{ cspGuard: void; textGuard: void }>({
  cspGuard: [
    async ({ context, request }, use) => {
      const seen: PageViolation[] = [];
      await context.exposeBinding(BINDING, (_source, violation: PageViolation) => {
        seen.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = Reflect.get(window, binding) as ((violation: unknown) => void) | undefined;
            report?.({
              documentUrl: event.documentURI,
              blockedUrl: event.blockedURI,
              effectiveDirective: event.effectiveDirective,
              sample: event.sample,
              sourceFile: event.sourceFile,
              lineNumber: event.lineNumber,
            });
          },
          true,
        );
      }, BINDING);
      const before = (await recordedCspReports(request)).length;
      await use();
      const recorded = (await recordedCspReports(request)).slice(before);
      expect([...seen, ...recorded], 'CSP violations during the test').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * And the test that showed a text's key instead of its text: the app warns of every key that
   * neither the language nor en has (apps/web main.tsx), in any page of the test.
   */
  textGuard: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes(MISSING_TEXT_WARNING)) missing.push(message.text());
      });
      await use();
      expect(missing, 'texts missing on screen during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
