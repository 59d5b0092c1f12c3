import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import { fieldProbes, inputWith, junkInput } from './testing/schema-probes.ts';

/**
 * Every exported schema, fed bad values field by field: no message a person could read may be Zod's own text
 * (issue #10: 'Too big: expected string to have <=5000 characters' reached the browser).
 */

const englishDefault = z.locales.en().localeError;

const defaultPatterns = [
  /^Invalid (input|option|string|key|element|union|date|email|URL|UUID|value|type)\b/i,
  /^Too (big|small)\b/,
  /^Expected\b/,
  /^Required$/,
  /^Unrecognized key/,
  /^(Number|String|Array|Date|Input) must\b/,
  /^Invalid$/,
];

type Issue = z.core.$ZodIssue & { errors?: Issue[][] };

function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => [issue, ...flatten((issue.errors ?? []).flat())]);
}

function isLibraryDefault(issue: Issue): boolean {
  if (defaultPatterns.some((pattern) => pattern.test(issue.message))) return true;
  const zodWould = englishDefault(issue as unknown as z.core.$ZodRawIssue);
  const text = typeof zodWould === 'string' ? zodWould : zodWould?.message;
  return text === issue.message;
}

const settings = { allowed_minimum_age: 18, terminology_customer: 'Customer' };

/** The exported schemas, plus those built by exported factories. */
const schemas: Array<[string, z.ZodType]> = [
  ...Object.entries(contracts as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  ),
  ['customerIntakeFormSchema(settings)', contracts.customerIntakeFormSchema(settings)],
  ['isoDateField(start date)', contracts.isoDateField('start date', 'past')],
];

function defaultsFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return [];
  return flatten(result.error.issues as Issue[])
    .filter(isLibraryDefault)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 40 ? `'${value.slice(0, 12)}…' (${value.length} chars)` : String(value);

describe('validation messages of every contract schema', () => {
  it('finds the schemas to walk', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)('%s gives no library default text for bad values in any field', (_name, schema) => {
    const found: string[] = [];
    for (const probe of fieldProbes(schema)) {
      for (const bad of probe.bad) {
        for (const failure of defaultsFor(schema, inputWith(probe.path, bad))) found.push(`${shown(bad)} → ${failure}`);
      }
    }
    expect([...new Set(found)].join('\n')).toBe('');
  });

  it.each(schemas)('%s gives no library default text for whole junk inputs', (_name, schema) => {
    fc.assert(
      fc.property(junkInput(schema), (input) => {
        expect(defaultsFor(schema, input)).toEqual([]);
      }),
      { numRuns: 40, seed: 10 },
    );
  });

  it.each(schemas)('%s never calls a present text or number missing', (_name, schema) => {
    const wrong: string[] = [];
    for (const probe of fieldProbes(schema).filter((p) => p.kind === 'string' || p.kind === 'number')) {
      const present = probe.bad.filter((value) =>
        probe.kind === 'string' ? typeof value === 'string' && value.trim().length > 1 : Number.isFinite(value),
      );
      for (const value of present) {
        const result = schema.safeParse(inputWith(probe.path, value));
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const samePath = issue.path.join('.') === probe.path.join('.');
          if (samePath && /required/i.test(issue.message))
            wrong.push(`${shown(value)} → ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect([...new Set(wrong)].join('\n')).toBe('');
  });
});

describe('the sentences', () => {
  it('names the field in the spec style', () => {
    const schema = z.object({ first_name: z.string().max(100), page: z.int().min(1).max(10_000), kind: z.enum(['a']) });
    const messages = schema
      .safeParse({ first_name: 'x'.repeat(101), page: 0, kind: 'b' })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'The first name may not be greater than 100 characters.',
      'The page must be at least 1.',
      'The selected kind is invalid.',
    ]);
    expect(schema.safeParse({ page: 99999 }).error?.issues.map((i) => i.message)).toEqual([
      'The first name field is required.',
      'The page may not be greater than 10000.',
      'The kind field is required.',
    ]);
  });
});

describe('the cases of issue #10', () => {
  const messagesOf = (schema: z.ZodType, input: unknown) =>
    Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('a first name over 100 characters is too long, not missing', () => {
    const body = {
      first_name: 'x'.repeat(101),
      last_name: 'Lee',
      email: 'a@b.test',
      birthdate: '01/01/1990',
      location_id: 1,
    };
    expect(messagesOf(contracts.customerIntakeBodySchema, body)).toEqual({
      first_name: 'The first name may not be greater than 100 characters.',
    });
  });

  it('a job description over 5,000 characters gets a sentence in the browser form', () => {
    const form = { ...contracts.emptyJobExperienceForm, description: 'd'.repeat(5001) };
    expect(messagesOf(contracts.jobExperienceFormSchema, form).description).toBe(
      'The description may not be greater than 5000 characters.',
    );
  });

  it('the customer search names a bad search type and page', () => {
    expect(messagesOf(contracts.customerSearchBodySchema, { query: 'ann', search_type: 'foo', page: -1 })).toEqual({
      search_type: 'The selected search type is invalid.',
      page: 'The page must be at least 1.',
    });
  });

  it('a widget page past the last one says so', () => {
    expect(messagesOf(contracts.drillDownQuerySchema, { page: '99999' })).toEqual({
      page: 'The page may not be greater than 10000.',
    });
  });

  it('an imported form definition missing its names says which field', () => {
    expect(
      messagesOf(contracts.formDefinitionSchema, { format: contracts.formDefinitionFormat, sections: [{}] }),
    ).toEqual({
      name_short: 'The name short field is required.',
      name_long: 'The name long field is required.',
      'sections.0.key': 'The key field is required.',
      'sections.0.name': 'The name field is required.',
      'sections.0.questions': 'The questions field is required.',
    });
  });
});
