import fc from 'fast-check';

export interface JunkOptions {
  /** A field's maximum length: strings just past it are generated. */
  maxLength: number;
  /** Values known to be tricky for this area (bad dates, SQL, out-of-range ids...). */
  samples: readonly unknown[];
  /** Further shapes an area wants to try. */
  extra?: fc.Arbitrary<unknown>[];
}

/** Any value a hostile or careless client might put in a field; property tests prove none of them gives a 5xx. */
export function junkValue({ maxLength, samples, extra = [] }: JunkOptions): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.constant(''),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.string({ minLength: maxLength + 1, maxLength: maxLength + 150 }),
    fc.constantFrom(...samples),
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
    ...extra,
  );
}

/** A body as the server receives it: JSON turns Infinity into null and drops undefined fields. */
export const onTheWire = (body: unknown) => {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
};

/**
 * Valid bodies with one to three fields replaced by `junk`, plus bodies that are not objects; only the ones the
 * route's schema refuses (as received) are kept.
 */
export function badBodies(
  valid: () => Record<string, unknown>,
  schemaOf: { safeParse(value: unknown): { success: boolean } },
  junk: fc.Arbitrary<unknown>,
) {
  return fc
    .oneof(
      {
        weight: 5,
        arbitrary: fc.array(fc.tuple(fc.nat(), junk), { minLength: 1, maxLength: 3 }).map((changes) => {
          const copy = valid();
          const keys = Object.keys(copy);
          for (const [index, value] of changes) copy[keys[index % keys.length]!] = value;
          return copy;
        }),
      },
      { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.string()) },
    )
    .filter((body) => !schemaOf.safeParse(onTheWire(body)).success);
}
