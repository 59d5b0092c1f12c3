import { describe, expect, it } from 'vitest';
import { dynamicQueryLimits, type QueryCondition, type QueryNode, queryRequestSchema } from '@portal/contracts';
import { Params, TranslationError } from './predicates.ts';
import { translateConditions, translateQuery, type Viewer } from './translator.ts';

const caseManager: Viewer = { allLocations: false, locationIds: [1, 2], seesPii: false };
const admin: Viewer = { allLocations: false, locationIds: [1], seesPii: true };

const cond = (
  field: string,
  operator: QueryCondition['operator'],
  value: QueryCondition['value'],
  type: 'and' | 'or' = 'and',
) => ({ identifier: 'condition', type, field, operator, value }) as QueryCondition;

function where(nodes: QueryNode[], viewer: Viewer = admin) {
  const params = new Params();
  return { sql: translateConditions(nodes, viewer, params), params: params.values };
}

/** One or more cases per operator and type: the exact SQL and parameters. */
const cases: { name: string; nodes: QueryNode[]; sql: string; params: unknown[] }[] = [
  {
    name: 'str free text is: both sides normalised as the customer search does (case, accents, punctuation)',
    nodes: [cond('customer.first_name', 'is', 'a%b_c\\')],
    sql: '((portal_search_name(c.first_name) = portal_search_name($1::text)))',
    params: ['a%b_c\\'],
  },
  {
    name: 'str free text isNot keeps empty values',
    nodes: [cond('customer.last_name', 'isNot', 'Smith')],
    sql: '(((c.last_name is null or portal_search_name(c.last_name) <> portal_search_name($1::text))))',
    params: ['Smith'],
  },
  {
    name: 'hostile text is only ever a parameter',
    nodes: [cond('customer.first_name', 'is', "'; drop table customers; --")],
    sql: '((portal_search_name(c.first_name) = portal_search_name($1::text)))',
    params: ["'; drop table customers; --"],
  },
  {
    name: 'str list in on a related resource',
    nodes: [cond('service_log.status', 'in', ['Active - Enrolled'])],
    sql: 'exists (select 1 from service_logs s where s.customer_id = c.id and ((s.status = any($1::text[]))))',
    params: [['Active - Enrolled']],
  },
  {
    name: 'int list is',
    nodes: [cond('customer.primary_location', 'is', 3)],
    sql: '((c.primary_location_id = $1::int))',
    params: [3],
  },
  {
    name: 'int list isNot',
    nodes: [cond('customer.primary_location', 'isNot', 3)],
    sql: '((c.primary_location_id is distinct from $1::int))',
    params: [3],
  },
  {
    name: 'int in (duplicates dropped)',
    nodes: [cond('customer.id', 'in', [4, 5, 4])],
    sql: '((c.id = any($1::int[])))',
    params: [[4, 5]],
  },
  {
    name: 'int isAll on the customer',
    nodes: [cond('customer.primary_location', 'isAll', [2])],
    sql: '((c.primary_location_id = all($1::int[])))',
    params: [[2]],
  },
  {
    name: 'int isAll on related records: every value has a row',
    nodes: [cond('customer.id', 'greaterThan', 0), cond('enrollment.program', 'isAll', [1, 2])],
    sql: '((c.id > $1::int) and ((select count(distinct e.program_id) from service_log_enrollments e where e.customer_id = c.id and e.program_id = any($2::int[])) = $3::int))',
    params: [0, [1, 2], 2],
  },
  {
    name: 'int greaterThanOrEqual',
    nodes: [cond('customer.id', 'greaterThanOrEqual', 7)],
    sql: '((c.id >= $1::int))',
    params: [7],
  },
  { name: 'int lessThan', nodes: [cond('customer.id', 'lessThan', 7)], sql: '((c.id < $1::int))', params: [7] },
  {
    name: 'int lessThanOrEqual',
    nodes: [cond('customer.id', 'lessThanOrEqual', 7)],
    sql: '((c.id <= $1::int))',
    params: [7],
  },
  {
    name: 'bool is',
    nodes: [cond('customer.active', 'is', true)],
    sql: '((c.status = $1::boolean))',
    params: [true],
  },
  {
    name: 'bool isNot',
    nodes: [cond('customer.engaged', 'isNot', false)],
    sql: '((c.engagement_status_flag is distinct from $1::boolean))',
    params: [false],
  },
  {
    name: 'bool in',
    nodes: [cond('customer.agreement_signed', 'in', [true, false])],
    sql: '((c.agreement_signed = any($1::boolean[])))',
    params: [[true, false]],
  },
  {
    name: 'date in is a range',
    nodes: [cond('customer.created_at', 'in', { start: '2024-01-01', end: '2024-12-31' })],
    sql: '((c.created_at::date between $1::date and $2::date))',
    params: ['2024-01-01', '2024-12-31'],
  },
  {
    name: 'date is',
    nodes: [cond('customer.birthdate', 'is', '1990-05-01')],
    sql: '((c.birthdate = $1::date))',
    params: ['1990-05-01'],
  },
  {
    name: 'date isNot',
    nodes: [cond('customer.birthdate', 'isNot', '1990-05-01')],
    sql: '((c.birthdate is distinct from $1::date))',
    params: ['1990-05-01'],
  },
  {
    name: 'date greaterThan',
    nodes: [cond('service_log.created_on', 'greaterThan', '2025-01-01')],
    sql: 'exists (select 1 from service_logs s where s.customer_id = c.id and ((s.created_on > $1::date)))',
    params: ['2025-01-01'],
  },
  {
    name: 'one related resource in a list: one EXISTS for the same row',
    nodes: [
      cond('enrollment.open', 'is', true),
      cond('enrollment.program', 'is', 1),
      cond('enrollment.last_service_log', 'lessThan', '2026-08-26'),
    ],
    sql: 'exists (select 1 from service_log_enrollments e where e.customer_id = c.id and (((e.exit_at is null) = $1::boolean) and (e.program_id = $2::int) and (e.last_service_at::date < $3::date)))',
    params: [true, 1, '2026-08-26'],
  },
  {
    name: 'nested group with or',
    nodes: [
      cond('customer.active', 'is', true),
      {
        identifier: 'group',
        type: 'or',
        conditions: [cond('customer.zip', 'is', '80010'), cond('flag.restriction', 'in', [3], 'or')],
      },
    ],
    sql: '((c.status = $1::boolean) or (((portal_search_name(c.zip) = portal_search_name($2::text)) or (exists (select 1 from customer_restrictions r where r.customer_id = c.id and r.restriction_id = any($3::int[]))))))',
    params: [true, '80010', [3]],
  },
];

describe('translator: SQL and parameters per operator and type', () => {
  for (const testCase of cases) {
    it(testCase.name, () => {
      expect(where(testCase.nodes)).toEqual({ sql: testCase.sql, params: testCase.params });
    });
  }
});

describe('translator: refusals', () => {
  const refusal = (nodes: QueryNode[], viewer: Viewer = admin) => {
    try {
      where(nodes, viewer);
    } catch (error) {
      if (error instanceof TranslationError) return [error.path, error.message];
      throw error;
    }
    return null;
  };
  it('an unknown field', () => {
    expect(refusal([cond('customer.ssn', 'is', '1')])).toEqual([
      'conditions.0.field',
      'The selected field is invalid.',
    ]);
  });
  it('an identifier smuggled as a field', () => {
    expect(refusal([cond('c.id; drop table customers', 'is', 1)])?.[0]).toBe('conditions.0.field');
  });
  it('PII fields cannot be filtered on without the right', () => {
    expect(refusal([cond('customer.birthdate', 'is', '1990-01-01')], caseManager)?.[0]).toBe('conditions.0.field');
  });
  it('an operator the type does not offer', () => {
    expect(refusal([cond('customer.first_name', 'greaterThan', 'a')])).toEqual([
      'conditions.0.operator',
      'The selected operator is invalid for this field.',
    ]);
  });
  it('a value of the wrong type, NUL, an empty or too long list', () => {
    expect(refusal([cond('customer.id', 'is', 'x')])?.[0]).toBe('conditions.0.value');
    expect(refusal([cond('customer.first_name', 'is', 'a\u0000b')])?.[0]).toBe('conditions.0.value');
    expect(refusal([cond('customer.id', 'in', [])])?.[0]).toBe('conditions.0.value');
    expect(
      refusal([
        cond(
          'customer.id',
          'in',
          Array.from({ length: 501 }, (_, i) => i),
        ),
      ]),
    ).toEqual(['conditions.0.value', 'Select at most 500 values']);
    expect(refusal([cond('customer.birthdate', 'is', '2024-02-30')])?.[0]).toBe('conditions.0.value');
  });
  it('paths name nested conditions', () => {
    const nodes: QueryNode[] = [
      cond('customer.id', 'is', 1),
      { identifier: 'group', type: 'and', conditions: [cond('customer.id', 'is', 1), cond('customer.id', 'is', 'x')] },
    ];
    expect(refusal(nodes)?.[0]).toBe('conditions.1.conditions.1.value');
  });
});

describe('translator: the whole query', () => {
  const request = queryRequestSchema.parse({
    conditions: [cond('enrollment.open', 'is', true)],
    fields: [
      { id: 'customer.first_name', name: 'First Name', type: 'str' },
      { id: 'customer.email', name: 'Email', type: 'str' },
      { id: 'enrollment.program', name: 'Program', type: 'int' },
    ],
    sortFields: [{ field: 'customer.last_name', direction: 'desc' }],
  });

  it('scopes to the viewer, masks PII, joins the one related resource and pages stably', () => {
    const query = translateQuery(request, caseManager);
    expect(query.page(25, 50)).toEqual({
      text:
        'select c.id as "__customer_id", c.first_name as "f0", case when c.email is null then null else \'***\' end as "f1", e.program_id as "f2" ' +
        'from customers c left join service_log_enrollments e on e.customer_id = c.id ' +
        'where c.deleted_at is null and c.location_ids && $1::int[] and exists (select 1 from service_log_enrollments e where e.customer_id = c.id and (((e.exit_at is null) = $2::boolean))) ' +
        'order by c.last_name desc nulls last, c.id, e.id limit $3::int offset $4::int',
      params: [[1, 2], true, 25, 50],
    });
    const where =
      'where c.deleted_at is null and c.location_ids && $1::int[] and exists (select 1 from service_log_enrollments e where e.customer_id = c.id and (((e.exit_at is null) = $2::boolean)))';
    // Rows through the join, customers without it; each stops one past the cap.
    expect(query.counts).toEqual({
      text:
        `select (select count(*)::int as n from (select 1 from customers c left join service_log_enrollments e on e.customer_id = c.id ${where} limit $3::int) m) as total, ` +
        `k.n as unique_count from (select count(*)::int as n from (select 1 from customers c ${where} limit $3::int) m) k`,
      params: [[1, 2], true, dynamicQueryLimits.countCap + 1],
    });
  });

  it('agency admins reach every location; admins see PII', () => {
    const query = translateQuery(request, { allLocations: true, locationIds: [], seesPii: true });
    expect(query.all.text).toContain('c.email as "f1"');
    expect(query.all.text).toContain('where c.deleted_at is null and exists');
  });

  it('fields from two related resources are refused', () => {
    const twoRelated = {
      ...request,
      fields: [...request.fields, { id: 'flag.restriction', name: 'Flag', type: 'int' as const }],
    };
    expect(() => translateQuery(twoRelated, admin)).toThrow(
      'Select result fields from at most one related record type',
    );
  });
});
