import { beforeAll, describe, expect, it } from 'vitest';
import { actionProductions, exportedActions, type ExportedAction, type Production } from './actions.ts';
import { unproducedActions } from './unproduced-actions.ts';
import { corePublicEntries, workspaceProgram, workspaceRoot } from './workspace.ts';

/**
 * DESIGN.md "How features talk": every event a core library exports has a producer in the
 * running app; one that nothing dispatches is a bug. A producer is a call of the action creator
 * (or the creator handed to a function that calls it) in libs/ or apps/, outside tests, stories,
 * fixtures, store harnesses and testing entries. The few known exceptions are listed, with a
 * reason, in tools/checks/unproduced-actions.ts.
 */
const LIST = 'tools/checks/unproduced-actions.ts';
let actions: ExportedAction[];
let productions: Map<string, Production[]>;

beforeAll(() => {
  const program = workspaceProgram();
  actions = exportedActions(program, corePublicEntries());
  productions = new Map();
  for (const production of actionProductions(program, workspaceRoot)) {
    productions.set(production.type, [...(productions.get(production.type) ?? []), production]);
  }
  // One type-checked program of the whole workspace: it grows with every feature, and on a 2-core
  // machine it may share the CPU with another project's tests.
}, 300_000);

describe('exported actions and their producers', () => {
  it('reads the actions of the core libraries', () => {
    expect(actions.map((action) => action.type)).toContain('coupon/betAdded');
    expect(productions.get('coupon/betAddRequested')?.map((production) => production.file)).toContain(
      'libs/sportsbook/ui/src/connected/connected-odds-button.tsx',
    );
  });

  it('every exported action is produced, or listed with the reason it is not', () => {
    const listed = new Set(unproducedActions.map((entry) => entry.action));
    const unproduced = actions.filter((action) => !productions.has(action.type) && !listed.has(action.type));
    expect(
      unproduced.map(
        ({ type, entry }) =>
          `${type} (exported by ${entry}) is never dispatched outside tests: dispatch it where the fact happens, ` +
          `stop exporting it or remove it, or list it in ${LIST} with the reason`,
      ),
    ).toEqual([]);
  });

  it('no listed action is produced by now', () => {
    const stale = unproducedActions.filter((entry) => productions.has(entry.action));
    expect(
      stale.map(({ action }) => {
        const [first] = productions.get(action) ?? [];
        return `${action} is produced (${first?.file}:${first?.line}): remove its entry from ${LIST}`;
      }),
    ).toEqual([]);
  });

  it('every listed action is exported by a core library and has a reason', () => {
    const exported = new Set(actions.map((action) => action.type));
    const unknown = unproducedActions.filter((entry) => !exported.has(entry.action));
    expect(
      unknown.map(({ action }) => `${action} is not exported by any core library: remove its entry from ${LIST}`),
    ).toEqual([]);
    expect(unproducedActions.filter((entry) => entry.reason.trim() === '').map((entry) => entry.action)).toEqual([]);
    const actionsListed = unproducedActions.map((entry) => entry.action);
    expect(actionsListed.filter((action, index) => actionsListed.indexOf(action) !== index)).toEqual([]);
  });
});
