import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a zod schema may or may not accept, built from the schema itself (contract fuzzing,
 * tools/chaos/README.md): mostly the right shape with edge values, so a request often gets past
 * the first check and reaches the handler and the database, plus the odd values below.
 */

/** Strings that have broken servers: huge, odd unicode, NUL, lone surrogates, numbers as text, markup. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202E\u200B\uFEFF',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦 ﷽',
  'Ё'.repeat(300),
  'a'.repeat(70_000),
  '😀'.repeat(20_000),
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '9007199254740993',
  '99999999999999999999',
  '2147483648',
  '0x10',
  ' 12 ',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "'; drop table players; --",
  '%00%ff',
  '../../etc/passwd',
];

/** Numbers at and past the edges: signs, fractions, beyond 32 and 53 bits. */
export const ODD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

export const oddString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );

export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Anything JSON can carry, for a field of the wrong type. */
export const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    oddString(),
    oddNumber(),
    fc.boolean(),
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.jsonValue({ maxDepth: 2 }),
  );

interface Def {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

/** The object shape of a schema (through optional, default, pipe), or undefined. */
export function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def['shape'] as Record<string, z.core.$ZodType>;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) {
    return shapeOf(def['innerType'] as z.core.$ZodType);
  }
  if (def.type === 'pipe') return shapeOf(def['in'] as z.core.$ZodType);
  return undefined;
}

/** A value shaped like the schema wants, with edge values; sometimes a wrong type at the leaves. */
export function fromSchema(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const leafOrWrong = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: wrongType() });
  switch (def.type) {
    case 'string':
      return leafOrWrong(fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^\d{1,10}$/), oddString()));
    case 'number':
    case 'int':
      return leafOrWrong(
        fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 10 }), oddNumber()),
      );
    case 'bigint':
      return leafOrWrong(fc.integer());
    case 'boolean':
      return leafOrWrong(fc.boolean());
    case 'literal':
      return leafOrWrong(fc.constantFrom(...(def['values'] as unknown[])));
    case 'enum':
      return leafOrWrong(fc.constantFrom(...Object.values(def['entries'] as Record<string, unknown>)));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
      return fc.oneof(fc.constant(undefined), fromSchema(def['innerType'] as z.core.$ZodType, depth));
    case 'nullable':
      return fc.oneof(fc.constant(null), fromSchema(def['innerType'] as z.core.$ZodType, depth));
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fromSchema(def['innerType'] as z.core.$ZodType, depth);
    case 'pipe':
      return fromSchema(def['in'] as z.core.$ZodType, depth);
    case 'lazy':
      return depth > 3 ? fc.constant(null) : fromSchema((def['getter'] as () => z.core.$ZodType)(), depth + 1);
    case 'union':
      return fc.oneof(...(def['options'] as z.core.$ZodType[]).map((option) => fromSchema(option, depth)));
    case 'intersection':
      return fromSchema(def['left'] as z.core.$ZodType, depth);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(fromSchema(def['element'] as z.core.$ZodType, depth + 1), { maxLength: depth === 0 ? 4 : 2 });
    case 'tuple':
      return fc.tuple(...(def['items'] as z.core.$ZodType[]).map((item) => fromSchema(item, depth + 1)));
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.stringMatching(/^\d{1,4}$/), oddString()),
        fromSchema(def['valueType'] as z.core.$ZodType, depth + 1),
        {
          maxKeys: 3,
        },
      );
    case 'object': {
      const shape = def['shape'] as Record<string, z.core.$ZodType>;
      return depth > 4
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fromSchema(field, depth + 1)])),
          );
    }
    default:
      return wrongType();
  }
}

/**
 * A body to send: the schema's shape with edge values, or that shape broken (a field missing,
 * one of the wrong type, an extra one), or a wrong type altogether.
 */
export function bodyArbitrary(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const shaped = fromSchema(schema);
  const shape = shapeOf(schema);
  const keys = shape ? Object.keys(shape) : [];
  const broken = shaped.chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || keys.length === 0) {
      return fc.constant(value);
    }
    const record = value as Record<string, unknown>;
    return fc.oneof(
      fc.constantFrom(...keys).map((key) => {
        const copy = { ...record };
        delete copy[key];
        return copy;
      }),
      fc.tuple(fc.constantFrom(...keys), wrongType()).map(([key, wrong]) => ({ ...record, [key]: wrong })),
      fc.tuple(oddString(), wrongType()).map(([key, extra]) => ({ ...record, [key]: extra })),
    );
  });
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 4, arbitrary: broken },
    { weight: 1, arbitrary: wrongType() },
  );
}

/** Query values are text: each field of the query's shape as text (often a number), repeated, or odd. */
export function queryArbitrary(schema: z.core.$ZodType): fc.Arbitrary<[string, string][]> {
  const keys = Object.keys(shapeOf(schema) ?? {});
  const text = fc.oneof(
    fc.integer({ min: -5, max: 1_000_000 }).map(String),
    fc.constantFrom(...ODD_NUMBERS.map(String)),
    fromSchema(schema).map(() => ''),
    oddString(),
  );
  const own =
    keys.length === 0 ? fc.constant([]) : fc.array(fc.tuple(fc.constantFrom(...keys), text), { maxLength: 6 });
  const extra = fc.array(fc.tuple(oddString(), text), { maxLength: 2 });
  const valid = fromSchema(schema).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>)
          .filter(([, field]) => field !== undefined)
          .map(([key, field]): [string, string] => [key, typeof field === 'string' ? field : JSON.stringify(field)])
      : [],
  );
  return fc.oneof(
    valid,
    fc.tuple(own, extra).map(([a, b]) => [...a, ...b]),
  );
}
