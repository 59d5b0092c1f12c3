import fc from 'fast-check';
import { operatorsFor, queryOperators } from '@portal/contracts';
import { type FieldDef, fields } from './catalogue.ts';

/** Generated condition trees for the property tests: real and bogus fields, every operator, hostile values. */
export const hostileStrings = [
  "'; drop table customers; --",
  '%',
  '_',
  '\\',
  '\\%',
  'a\u0000b',
  '"',
  "O'Brien",
  '$1',
  '::text',
  ') or 1=1 --',
  '=cmd|/c calc',
  '日本語',
  '',
  ' ',
];

const fieldKey = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...fields.map((field) => field.key)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('customer.ssn', 'form.ssn', 'c.id; drop table customers', '', 'customer', 'x.y'),
  },
);

const scalar = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 250, maxLength: 300 }),
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(2_147_483_648, -1.5, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constantFrom('2024-01-01', '1990-05-17', '2026-02-29', '0000-00-00', '2025-12-31'),
);

const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 3, arbitrary: fc.array(scalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 400, maxLength: 600 }) },
  {
    weight: 2,
    arbitrary: fc.record({
      start: fc.constantFrom('2020-01-01', '2024-13-01', '%'),
      end: fc.constantFrom('2030-01-01', '2025-06-30'),
    }),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

const randomCondition = fc.record({
  identifier: fc.constant('condition' as const),
  type: fc.constantFrom('and' as const, 'or' as const),
  field: fieldKey,
  operator: fc.constantFrom(...queryOperators),
  value,
});

const typedScalar = (field: FieldDef): fc.Arbitrary<unknown> => {
  switch (field.type) {
    case 'str':
      return fc.oneof(
        fc.constantFrom(...hostileStrings.filter((text) => !text.includes('\u0000'))),
        fc.string({ maxLength: 12 }),
      );
    case 'int':
      return fc.integer({ min: -3, max: 40 });
    case 'bool':
      return fc.boolean();
    case 'date':
      return fc.constantFrom('2020-01-01', '1990-05-17', '2026-11-24', '2024-02-29');
  }
};

/** A condition the server accepts: a field and one of its operators, with a value of its type (often hostile text). */
const typedCondition = fc.constantFrom(...fields.filter((field) => !field.pii)).chain((field) => {
  const operators = field.freeText ? (['is', 'isNot'] as const) : operatorsFor(field.type, field.list);
  return fc.constantFrom(...operators).chain((operator) => {
    const scalar = typedScalar(field);
    const typedValue =
      field.type === 'date' && operator === 'in'
        ? fc.record({
            start: fc.constantFrom('2020-01-01', '2025-01-01'),
            end: fc.constantFrom('2026-12-31', '2030-01-01'),
          })
        : operator === 'in' || operator === 'isAll'
          ? fc.oneof(
              { weight: 9, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 5 }) },
              { weight: 1, arbitrary: fc.array(scalar, { minLength: 300, maxLength: 500 }) },
            )
          : scalar;
    return fc.record({
      identifier: fc.constant('condition' as const),
      type: fc.constantFrom('and' as const, 'or' as const),
      field: fc.constant(field.key),
      operator: fc.constant(operator),
      value: typedValue,
    });
  });
});

const condition = fc.oneof({ weight: 9, arbitrary: typedCondition }, { weight: 1, arbitrary: randomCondition });

/** Trees up to six groups deep, so some are refused for depth (4 is the limit). */
export const conditionTree = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, condition, tie('group')),
  group: fc.record({
    identifier: fc.constant('group' as const),
    type: fc.constantFrom('and' as const, 'or' as const),
    conditions: fc.oneof(
      { weight: 19, arbitrary: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constant([]) },
    ),
  }),
  list: fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
})).list;

const customerKeys = fields.filter((field) => field.resource === 'customer').map((field) => field.key);
const relatedKeys = fields.filter((field) => field.resource !== 'customer').map((field) => field.key);
/** Customer fields and at most one related field mostly; now and then any four (two related resources: refused). */
const selected = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(fc.array(fc.constantFrom(...customerKeys), { maxLength: 3 }), fc.option(fc.constantFrom(...relatedKeys)))
      .map(([keys, related]) => (related ? [...keys, related] : keys)),
  },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...fields.map((field) => field.key)), { maxLength: 4 }) },
);

/** A whole run body; customer.id is always selected so the rows can be checked against the scope. */
export const queryBody = fc.record({
  resource: fc.oneof(
    { weight: 19, arbitrary: fc.constant('customers') },
    { weight: 1, arbitrary: fc.constant('staff_users') },
  ),
  conditions: conditionTree,
  fields: selected.map((keys) => [
    { id: 'customer.id', name: 'Customer ID', type: 'int' },
    ...keys.map((id) => ({ id, name: id, type: 'str' })),
  ]),
  sortFields: fc.array(
    fc.record({
      field: fc.constantFrom(...fields.filter((f) => !f.pii && f.resource === 'customer').map((f) => f.key), 'bogus'),
      direction: fc.constantFrom('asc', 'desc'),
    }),
    { maxLength: 2 },
  ),
});
