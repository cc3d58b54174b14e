import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { actionProductions, exportedActions, isProducerFile } from './actions.ts';
import { workspaceRoot } from './workspace.ts';

/**
 * The finder behind action-producers.test.ts, on a small workspace held in memory: a core
 * library exporting slice actions and createAction ones, and files that produce them or only
 * listen to them. The files sit under the real root so `@reduxjs/toolkit` and `redux-saga`
 * resolve to the installed packages.
 */
const base = join(workspaceRoot, 'tools', 'checks', 'in-memory');

const files: Record<string, string> = {
  'libs/demo/core/src/demo-slice.ts': `
    import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
    const demoSlice = createSlice({
      name: 'demo',
      initialState: { count: 0 },
      reducers: {
        counted(state, action: PayloadAction<number>) { state.count += action.payload; },
        reset(state) { state.count = 0; },
        renamed(state) { state.count = 1; },
        viaSliceActions(state) { state.count = 2; },
        handedOver(state) { state.count = 3; },
        onlyInTests(state) { state.count = 4; },
        onlyListened(state) { state.count = 5; },
      },
    });
    export const demoActions = demoSlice.actions;
    export const { counted, reset, renamed, handedOver, onlyInTests, onlyListened } = demoSlice.actions;
    export const demoReducer = demoSlice.reducer;
    export const literalCreated = createAction('demo/literalCreated');
    export const widened = createAction<{ id: number }>(\`\${demoSlice.name}/widened\`);
    export const notExported = createAction('demo/notExported');
  `,
  'libs/demo/core/src/index.ts': `
    export { counted, demoActions, demoReducer, handedOver, literalCreated, onlyInTests, onlyListened, renamed, reset, widened } from './demo-slice.ts';
  `,
  'libs/demo/core/src/demo-saga.ts': `
    import { put, take, takeEvery } from 'redux-saga/effects';
    import { isAnyOf } from '@reduxjs/toolkit';
    import { counted, onlyListened, reset, widened } from './demo-slice.ts';
    export function* demoSaga() {
      yield take(onlyListened);
      yield takeEvery(onlyListened.type, function* () { yield put(counted(1)); });
      const matches = isAnyOf(onlyListened, reset);
      return matches({ type: 'x' });
    }
    export const ask = () => widened({ id: 1 });
  `,
  'apps/shell/src/wiring.ts': `
    import { renamed as again, demoActions, handedOver, literalCreated } from '../../../libs/demo/core/src/index.ts';
    declare function dispatch(action: { type: string }): void;
    const later = (make: () => { type: string }) => () => dispatch(make());
    export const wire = () => {
      dispatch(again());
      dispatch(demoActions.viaSliceActions());
      dispatch(literalCreated());
      return later(handedOver);
    };
  `,
  'libs/odd/core/src/index.ts': `
    import { createAction } from '@reduxjs/toolkit';
    declare const prefix: string;
    export const oddOne = createAction<number>(\`\${prefix}/oddOne\`);
  `,
  'libs/demo/core/src/demo-slice.test.ts': `
    import { onlyInTests, reset } from './demo-slice.ts';
    export const probes = [onlyInTests(), reset()];
  `,
  'libs/demo/core/src/testing.ts': `
    import { onlyInTests } from './demo-slice.ts';
    export const fixture = onlyInTests();
  `,
};

function memoryProgram(): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const inMemory = (fileName: string) => files[fileName.slice(base.length + 1)];
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  const folders = new Set(
    Object.keys(files).flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))),
  );
  host.directoryExists = (dir) => folders.has(dir.slice(base.length + 1)) || !!directoryExists?.call(host, dir);
  host.fileExists = (fileName) => inMemory(fileName) !== undefined || fileExists.call(host, fileName);
  host.readFile = (fileName) => inMemory(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = inMemory(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, language, ...rest)
      : ts.createSourceFile(fileName, text, language);
  };
  return ts.createProgram(
    Object.keys(files).map((file) => join(base, file)),
    options,
    host,
  );
}

const program = memoryProgram();
const entry = { entry: '@demo/core', file: join(base, 'libs/demo/core/src/index.ts') };

function producedTypes(): Record<string, string[]> {
  const byType: Record<string, string[]> = {};
  for (const { type, file } of actionProductions(program, base)) (byType[type] ??= []).push(file);
  return byType;
}

describe('the action finder', () => {
  it('lists the exported action creators, slice and createAction ones, with their action types', () => {
    expect(
      exportedActions(program, [entry])
        .map((action) => action.type)
        .sort(),
    ).toEqual([
      'demo/counted',
      'demo/handedOver',
      'demo/literalCreated',
      'demo/onlyInTests',
      'demo/onlyListened',
      'demo/renamed',
      'demo/reset',
      'demo/widened',
    ]);
  });

  it('refuses an exported creator whose action type is not a constant', () => {
    const odd = { entry: '@odd/core', file: join(base, 'libs/odd/core/src/index.ts') };
    expect(() => exportedActions(program, [odd])).toThrow(
      '@odd/core exports oddOne, an action creator whose action type is not a constant',
    );
  });

  it('counts calls under another name, through slice.actions and of widened createAction creators', () => {
    const produced = producedTypes();
    expect(produced['demo/counted']).toEqual(['libs/demo/core/src/demo-saga.ts']);
    expect(produced['demo/renamed']).toEqual(['apps/shell/src/wiring.ts']);
    expect(produced['demo/viaSliceActions']).toEqual(['apps/shell/src/wiring.ts']);
    expect(produced['demo/literalCreated']).toEqual(['apps/shell/src/wiring.ts']);
    expect(produced['demo/widened']).toEqual(['libs/demo/core/src/demo-saga.ts']);
  });

  it('counts a creator handed to a function that calls it', () => {
    expect(producedTypes()['demo/handedOver']).toEqual(['apps/shell/src/wiring.ts']);
  });

  it('does not count listening (take, takeEvery, isAnyOf), the slice definition, tests or testing entries', () => {
    const produced = producedTypes();
    expect(produced['demo/onlyListened']).toBeUndefined();
    expect(produced['demo/onlyInTests']).toBeUndefined();
    expect(produced['demo/reset']).toBeUndefined();
  });

  it.each([
    ['libs/coupon/ui/src/coupon-panel.test.tsx', false],
    ['libs/coupon/ui/src/coupon-panel.stories.tsx', false],
    ['libs/session/core/src/testing.ts', false],
    ['libs/site/ui/src/site-harness.tsx', false],
    ['libs/sportsbook/ui/src/cyber/cyber-fixtures.ts', false],
    ['apps/api/src/betting/testing/bet-fixture.ts', false],
    ['libs/coupon/core/src/state/coupon-saga.ts', true],
    ['apps/web/src/store.ts', true],
  ])('%s is a producer file: %s', (file, expected) => {
    expect(isProducerFile(file)).toBe(expected);
  });
});
