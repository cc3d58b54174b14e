import { request, type FullConfig } from '@playwright/test';
import { getCspReports } from '@bet/contract';

/**
 * The whole run fails when the sandbox recorded any CSP violation during it, including reports
 * that a browser sent after their test ended (apps/api README "Security headers and CSP"). The
 * sandbox may be reused from an earlier run: only reports after this start count.
 */
export default async function cspGlobalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  const read = async () => {
    const context = await request.newContext({ baseURL });
    try {
      const response = await context.get(getCspReports.path);
      if (!response.ok()) throw new Error(`getCspReports failed: ${response.status()}`);
      return getCspReports.response.parse(await response.json()).reports;
    } finally {
      await context.dispose();
    }
  };
  const before = (await read()).length;
  return async () => {
    const after = (await read()).slice(before);
    if (after.length > 0) {
      throw new Error(
        `The sandbox recorded ${after.length} CSP violation(s) during the run:\n${JSON.stringify(after, null, 2)}`,
      );
    }
  };
}
