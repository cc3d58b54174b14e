/** production: the operator's API only; demo and test add the control API. */
export const SANDBOX_MODES = ['production', 'demo', 'test'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

/** The control API (DESIGN.md "The sandbox") is off in production: its paths are 404 there. */
export function hasControlApi(mode: SandboxMode): boolean {
  return mode !== 'production';
}
