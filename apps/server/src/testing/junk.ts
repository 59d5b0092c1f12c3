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
