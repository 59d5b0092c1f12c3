import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceKinds, performancePath, performancePaths as paths, wagePath, wagePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { junkValue } from '../../testing/junk.ts';
import { externalWage } from '../wages/wages.fixtures.ts';
import { insertPerformanceRecord, seededTypes } from './performance.fixtures.ts';
import { emptyNote, sanitizeNote } from './rich-text.ts';

/** Generated bad bodies on every performance and wage write: never a 5xx, and nothing is written. */
let t: TestApp;
let cm: TestClient;
let customerId: number;
let recordId: number;
let manualWageId: number;
let externalWageId: number;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  customerId = (await createCustomer(t.db, { primaryLocationId: t.world.locationA.id })).id;
  recordId = (await insertPerformanceRecord(t.db, { customerId, creatorUserId: t.world.caseManager.id })).id;
  externalWageId = (await externalWage(t.db, customerId, 2)).id;
  const [manual] = await t.db
    .insert(schema.wageRecords)
    .values({
      customerId,
      sourceId: 1,
      creatorUserId: t.world.caseManager.id,
      dateReceived: '2026-01-02',
      startDate: '2026-01-01',
      employerName: 'Acme',
      jobTitle: 'Clerk',
      startingWage: 20,
      wageIncrement: 'hourly',
      onetCode: '43-9061.00',
      isJobRelevant: 1,
    })
    .returning();
  manualWageId = manual!.id;
}, testAppTimeout);
afterAll(() => t?.close());

const junk = junkValue({
  maxLength: 300,
  samples: [
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '2026-02-30',
    '2999-01-01',
    'null',
    '{"name":"a.exe","path":"../../etc"}',
    'yes',
  ],
});
const evidenceJunk = fc.oneof(
  junk,
  fc.record(
    { name: junk, path: fc.oneof(junk, fc.constantFrom('evidence/20260101-aaaaaaaaaa.pdf', '../x')), size: junk },
    { requiredKeys: [] },
  ),
);
const badPerformance = fc.record(
  {
    measurable_id: fc.oneof(junk, fc.constantFrom(seededTypes.credentialWithEvidence, 999_999)),
    measurable_type: fc.oneof(
      junk,
      fc.constantFrom(...Object.values(performanceKinds).map((kind) => kind.measurableType)),
    ),
    is_evidence_must: junk,
    date_affected: junk,
    evidence: evidenceJunk,
    note: junk,
    customer_id: fc.oneof(junk, fc.constant(2_000_000_000)),
    _method: junk,
  },
  { requiredKeys: [] },
);
const badWage = fc.record(
  {
    customerId: fc.oneof(junk, fc.constant(2_000_000_000)),
    date_received: junk,
    employer_name: junk,
    naics_code: junk,
    job_title: junk,
    start_date: junk,
    starting_wage: junk,
    recent_wage: junk,
    wage_increment: junk,
    is_job_relevant: junk,
    onet_code: junk,
    evidence: evidenceJunk,
  },
  { requiredKeys: [] },
);

async function counts() {
  const records = await t.db.select().from(schema.performanceRecords);
  const wages = await t.db.select().from(schema.wageRecords);
  return { records: records.length, wages: wages.length };
}

const refused = (status: number, body: string) => {
  expect(status, body).toBeGreaterThanOrEqual(400);
  expect(status, body).toBeLessThan(500);
};

describe('bad bodies', () => {
  it('never create or change a performance record, nor fail with a 5xx', async () => {
    const before = await counts();
    const [original] = await t.db
      .select()
      .from(schema.performanceRecords)
      .where(eq(schema.performanceRecords.id, recordId));
    await fc.assert(
      fc.asyncProperty(badPerformance, fc.boolean(), async (body, update) => {
        const url = update ? performancePath(paths.update, recordId) : paths.create;
        const response = await cm.post(url, body);
        refused(response.statusCode, response.body);
      }),
      { numRuns: 150 },
    );
    expect(await counts()).toEqual(before);
    const [after] = await t.db
      .select()
      .from(schema.performanceRecords)
      .where(eq(schema.performanceRecords.id, recordId));
    expect(after).toEqual(original);
  });

  it('never create or change a wage record, nor fail with a 5xx', async () => {
    const before = await counts();
    const originals = await t.db.select().from(schema.wageRecords);
    await fc.assert(
      fc.asyncProperty(badWage, fc.constantFrom('create', 'manual', 'external'), async (body, target) => {
        const url =
          target === 'create'
            ? wagePaths.create
            : wagePath(wagePaths.update, { id: target === 'manual' ? manualWageId : externalWageId });
        // An external record takes any body with a valid is_job_relevant; keep that one field bad here.
        const sent = target === 'external' ? { ...body, is_job_relevant: 'maybe' } : body;
        const response = await cm.post(url, sent);
        refused(response.statusCode, response.body);
      }),
      { numRuns: 150 },
    );
    expect(await counts()).toEqual(before);
    expect(await t.db.select().from(schema.wageRecords)).toEqual(originals);
  });

  it('delete with junk ids never fails with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), async (id) => {
        const response = await cm.delete(`/internal-api/performance-tracker/delete/${encodeURIComponent(id)}`);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the note sanitiser', () => {
  const allowedTag = /^<\/?(p|br|strong|em|u|s|ul|ol|li|blockquote|h[1-4]|code|pre|hr|sub|sup|mark|a)>$/;
  const safeLink = /^<a href="(https?:\/\/|mailto:)[^"<>]*" rel="noopener noreferrer" target="_blank">$/;
  const markup = fc.array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script>',
        '</script>',
        '<p>',
        '</p>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:alert(1)">',
        '<a href="https://example.org/?a=1&b=2">',
        '<svg onload=alert(1)>',
        '<!--',
        '-->',
        '<style>',
        '"',
        "'",
        '<',
        '>',
        '&',
        '<b onclick="x">',
        '<iframe src=//evil>',
        '<a href=" jav&#x09;ascript:alert(1)">',
        '<br/>',
        '</',
      ),
    ),
    { maxLength: 30 },
  );

  it('only ever writes its own tags, and an empty paragraph when there is no text', () => {
    fc.assert(
      fc.property(markup, (parts) => {
        const html = sanitizeNote(parts.join(''));
        for (const tag of html.match(/<[^>]*>/g) ?? []) {
          expect(allowedTag.test(tag) || safeLink.test(tag), `${tag} in ${html}`).toBe(true);
        }
        expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
        expect(html.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps formatting and drops the rest', () => {
    expect(sanitizeNote('<p>Got the <b>CNA</b> <i>license</i></p><script>x</script>')).toBe(
      '<p>Got the <strong>CNA</strong> <em>license</em></p>',
    );
    expect(sanitizeNote('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeNote('a < b & c')).toBe('a &lt; b &amp; c');
    expect(sanitizeNote('<p></p>')).toBe(emptyNote);
    expect(sanitizeNote(null)).toBe(emptyNote);
    expect(sanitizeNote('<p><br></p>')).toBe('<p><br></p>');
  });
});
