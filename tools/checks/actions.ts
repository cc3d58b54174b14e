import { basename, relative, sep } from 'node:path';
import ts from 'typescript';

/** An action creator a core library exports: its action type and where it is exported. */
export interface ExportedAction {
  /** The action type, e.g. `coupon/tabChosen`. */
  type: string;
  /** The public entry exporting it, e.g. `@bet/coupon/state`. */
  entry: string;
}

/** A public entry of a library: its import name and its file. */
export interface PublicEntry {
  entry: string;
  file: string;
}

/** A production of an action: `betAdded(...)` whatever it is imported as, or its creator handed over. */
export interface Production {
  type: string;
  /** Relative to the root the program was read from. */
  file: string;
  line: number;
}

/**
 * Files that may call an action without producing it in the running app: tests, stories,
 * fixtures, store harnesses and the testing entries.
 */
export function isProducerFile(path: string): boolean {
  const name = basename(path);
  if (/\.(test|stories)\.tsx?$/.test(name) || name.endsWith('.d.ts')) return false;
  if (name === 'testing.ts' || /-harness\.tsx?$/.test(name) || name.includes('fixture')) return false;
  return !path.split(sep).includes('testing');
}

/** Redux Toolkit's action creators (from `createSlice` reducers or `createAction`): callable, with `type` and `match`. */
function isActionCreator(type: ts.Type): boolean {
  return type.getCallSignatures().length > 0 && !!type.getProperty('type') && !!type.getProperty('match');
}

/** The text of a string expression when it is known at compile time: a literal or a template of literals. */
function constantText(checker: ts.TypeChecker, expression: ts.Expression): string | undefined {
  const type = checker.getTypeAtLocation(expression);
  if (type.isStringLiteral()) return type.value;
  if (!ts.isTemplateExpression(expression)) return undefined;
  let text = expression.head.text;
  for (const span of expression.templateSpans) {
    const part = checker.getTypeAtLocation(span.expression);
    if (!part.isStringLiteral()) return undefined;
    text += part.value + span.literal.text;
  }
  return text;
}

/**
 * Reads the action type an expression's action creator makes. Mostly its type says it (slice
 * actions carry `slice/name`); `createAction<Payload>(...)` widens it to `string`, so then the
 * creator's declaration is followed to the `createAction` argument.
 */
function actionTypeReader(checker: ts.TypeChecker) {
  const fromDeclaration = (symbol: ts.Symbol | undefined): string | undefined => {
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target?.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
    const initializer = declaration.initializer;
    if (!initializer || !ts.isCallExpression(initializer) || !initializer.arguments[0]) return undefined;
    return constantText(checker, initializer.arguments[0]);
  };
  /** The action type; undefined when not an action creator, null when its type cannot be told. */
  return (type: ts.Type, symbol: () => ts.Symbol | undefined): string | null | undefined => {
    if (!isActionCreator(type)) return undefined;
    const literal = checker.getTypeOfSymbol(type.getProperty('type') as ts.Symbol);
    if (literal.isStringLiteral()) return literal.value;
    return fromDeclaration(symbol()) ?? null;
  };
}

/** Every action creator the entries export, once per action type (the first entry wins). */
export function exportedActions(program: ts.Program, entries: readonly PublicEntry[]): ExportedAction[] {
  const checker = program.getTypeChecker();
  const actionType = actionTypeReader(checker);
  const found = new Map<string, ExportedAction>();
  for (const { entry, file } of entries) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${entry}: ${file} is not in the program`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      const type = actionType(checker.getTypeOfSymbol(symbol), () => symbol);
      if (type === null) {
        throw new Error(
          `${entry} exports ${exported.name}, an action creator whose action type is not a constant: ` +
            'give createAction a literal or a template of constants',
        );
      }
      if (type && !found.has(type)) found.set(type, { type, entry });
    }
  }
  return [...found.values()];
}

/**
 * A receiver that calls what it is given: a plain function type (no `type`, `match` or
 * `toString` of its own, so not a pattern a saga or a reducer matches) whose call returns an
 * action, e.g. the parameter `dismiss: () => { type: string }` of a helper that dispatches it.
 */
function callsWhatItGets(checker: ts.TypeChecker, receiver: ts.Type | undefined): boolean {
  if (!receiver || receiver.isUnion() || receiver.getProperties().length > 0) return false;
  const signatures = receiver.getCallSignatures();
  return signatures.some((signature) => checker.getReturnTypeOfSignature(signature).getProperty('type') !== undefined);
}

/**
 * Every production of an action in the producer files: a call of its creator, or its creator
 * handed to a function that calls it. The creator is judged by its type and declaration, so a
 * renamed import, a re-export or `slice.actions.x(...)` counts like the plain name.
 */
export function actionProductions(program: ts.Program, root: string): Production[] {
  const checker = program.getTypeChecker();
  const actionType = actionTypeReader(checker);
  const typeOf = (expression: ts.Expression) =>
    actionType(checker.getTypeAtLocation(expression), () => checker.getSymbolAtLocation(expression));
  const productions: Production[] = [];
  for (const source of program.getSourceFiles()) {
    const file = relative(root, source.fileName);
    if (file.startsWith('..') || file.split(sep).includes('node_modules') || !isProducerFile(file)) continue;
    const produced = (node: ts.Node, type: string | null | undefined): void => {
      if (!type) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      productions.push({ type, file, line: line + 1 });
    };
    const handedOver = (value: ts.Expression): void => {
      if (callsWhatItGets(checker, checker.getContextualType(value))) produced(value, typeOf(value));
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        produced(node, typeOf(node.expression));
        node.arguments.forEach(handedOver);
      } else if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer)) {
        if (node.initializer.expression) handedOver(node.initializer.expression);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return productions;
}
