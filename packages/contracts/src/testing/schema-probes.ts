import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Bad inputs aimed at every field of a Zod schema, read from the schema itself (its type, lengths, ranges and
 * options), so a test can feed each field the values a careless or hostile client sends and read the messages.
 */

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** One field of a schema (by its input path) and the bad values aimed at it. */
export interface FieldProbe {
  path: PropertyKey[];
  /** The field's base type: 'string', 'number', 'object'... */
  kind: string;
  bad: unknown[];
}

const maxDepth = 8;

const anyJunk: unknown[] = [undefined, null, '', '   ', true, 12345, -1, 1.5, [], {}, ['x'], { nested: { junk: 1 } }];

function defOf(schema: Schema): Def {
  return schema._zod.def as Def;
}

function bagOf(schema: Schema): Record<string, unknown> {
  return (schema._zod as unknown as { bag?: Record<string, unknown> }).bag ?? {};
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function stringBad(schema: Schema): unknown[] {
  const bag = bagOf(schema);
  const values: unknown[] = ['not a valid value !', 'a'.repeat(300), '\u0000', '2030-13-45', '01/01/1800'];
  if (finite(bag.maxLength)) values.push('a'.repeat(bag.maxLength + 1), 'b'.repeat(bag.maxLength + 50));
  if (finite(bag.minLength) && bag.minLength > 1) values.push('a'.repeat(bag.minLength - 1));
  return values;
}

function numberBad(schema: Schema): unknown[] {
  const bag = bagOf(schema);
  const values: unknown[] = [
    0,
    -1,
    1.5,
    -99999,
    99999,
    2 ** 31,
    Number.MAX_SAFE_INTEGER + 2,
    NaN,
    Infinity,
    '12x',
    'abc',
  ];
  if (finite(bag.minimum)) values.push(bag.minimum - 1, bag.minimum - 0.5);
  if (finite(bag.maximum)) values.push(bag.maximum + 1, bag.maximum + 0.5);
  return values;
}

function collect(schema: Schema, path: PropertyKey[], depth: number, out: FieldProbe[]): void {
  if (depth > maxDepth) return;
  const def = defOf(schema);
  const here = (kind: string, bad: unknown[]): void => {
    out.push({ path, kind, bad: [...anyJunk, ...bad] });
  };
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return here('string', stringBad(schema));
    case 'number':
    case 'bigint':
      return here('number', numberBad(schema));
    case 'boolean':
      return here('boolean', ['yes', 2, 'true']);
    case 'date':
      return here('date', ['not a date', new Date(Number.NaN)]);
    case 'enum':
    case 'literal':
      return here('option', ['not-an-option', 'NAME', 0, 9999]);
    case 'null':
    case 'undefined':
      return here('nothing', ['x']);
    case 'object': {
      here('object', ['x', 42, { unexpected_key: 1 }]);
      const shape = def.shape as Record<string, Schema>;
      for (const [key, child] of Object.entries(shape)) collect(child, [...path, key], depth + 1, out);
      return;
    }
    case 'record':
      here('object', ['x', 42, { key: Symbol.for('x') }]);
      return collect(def.valueType as Schema, [...path, 'key'], depth + 1, out);
    case 'array': {
      const bag = bagOf(schema);
      const length = finite(bag.maximum) ? bag.maximum + 1 : 3;
      here('array', ['x', { 0: 'a' }, Array.from({ length: Math.min(length, 600) }, () => null)]);
      return collect(def.element as Schema, [...path, 0], depth + 1, out);
    }
    case 'tuple':
      here('array', ['x', []]);
      (def.items as Schema[]).forEach((item, index) => collect(item, [...path, index], depth + 1, out));
      return;
    case 'union':
      here('union', ['x', 42]);
      for (const option of def.options as Schema[]) collect(option, path, depth + 1, out);
      return;
    case 'intersection':
      collect(def.left as Schema, path, depth + 1, out);
      return collect(def.right as Schema, path, depth + 1, out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return collect(def.innerType as Schema, path, depth + 1, out);
    case 'pipe':
      collect(def.in as Schema, path, depth + 1, out);
      // What a transform hands on is only checked when the input side passed: probe the output side too.
      return collect(def.out as Schema, path, depth + 1, out);
    case 'lazy':
      return collect((def.getter as () => Schema)(), path, depth + 1, out);
    default:
      // transform, custom, unknown, any: accept anything or check in code; junk still goes through them.
      return here(def.type, []);
  }
}

/** Every field of the schema with the bad values aimed at it. */
export function fieldProbes(schema: Schema): FieldProbe[] {
  const out: FieldProbe[] = [];
  collect(schema, [], 0, out);
  return out;
}

/** The smallest input that puts `value` at `path` (objects for names, lists for indexes). */
export function inputWith(path: readonly PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = inputWith(rest, value);
  if (typeof head === 'number') {
    const list: unknown[] = Array.from({ length: head + 1 }, () => null);
    list[head] = inner;
    return list;
  }
  return { [head as string]: inner };
}

/** Whole inputs where every probed field gets one of its bad values at once, for property runs. */
export function junkInput(schema: Schema): fc.Arbitrary<unknown> {
  const probes = fieldProbes(schema).filter((probe) => probe.path.length > 0);
  if (probes.length === 0) return fc.anything();
  return fc
    .tuple(...probes.map((probe) => fc.option(fc.constantFrom(...probe.bad), { nil: undefined })))
    .map((values) => {
      const input: Record<string, unknown> = {};
      probes.forEach((probe, index) => {
        if (values[index] !== undefined) setAt(input, probe.path, values[index]);
      });
      return input;
    });
}

function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let node: Record<PropertyKey, unknown> = target;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next !== 'object' || next === null) {
      node[segment] = typeof path[index + 1] === 'number' ? [] : {};
    }
    node = node[segment] as Record<PropertyKey, unknown>;
  });
}
