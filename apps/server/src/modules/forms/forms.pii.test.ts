import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, customerRecordPath as fill, formPaths, type FormLoadResponse } from '@portal/contracts';
import { createCustomer, createSeedForms, wioaAdultDefinition } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { wioaAllAnswers, wioaAnswersBySection } from './forms.fixtures.ts';

/**
 * No SSN in logs, in the database (outside its ciphertext) or in responses: run real submissions with a real-looking
 * number while capturing every log line at trace level, then dump every table as text and grep both.
 */
const ssn = '457-55-5462';
const patterns = ['457-55-5462', '457555462', '457 55 5462'];

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});

let t: TestApp;
let formId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'trace', logStream } });
  formId = (await createSeedForms(t.db))[wioaAdultDefinition.name_short]!;
}, testAppTimeout);
afterAll(() => t.close());

async function dumpDatabase(): Promise<string> {
  const tables = (await t.database.rawQuery(
    `select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as { table_schema: string; table_name: string }[];
  expect(tables.length).toBeGreaterThan(20);
  const parts: string[] = [];
  for (const { table_schema: schemaName, table_name: table } of tables) {
    const rows = await t.db.execute(sql.raw(`select t::text as row from "${schemaName}"."${table}" t`));
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { row: string }[] }).rows) as { row: string }[];
    parts.push(`${table}: ${list.map((row) => row.row).join('\n')}`);
  }
  return parts.join('\n');
}

describe('SSNs never leak', () => {
  it('not in logs, the database dump or responses, after saves, a refused save and a completion', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const client = await t.login('guest');
    expect(
      (await client.post(authPaths.customerLogin, { email: customer.portalEmail, password: customer.password }))
        .statusCode,
    ).toBe(200);
    const load = (await client.get(fill(formPaths.customerForm, { formId }))).json<FormLoadResponse>();
    const submit = fill(formPaths.customerSubmit, { formId });
    const aboutYou = { ...wioaAnswersBySection({ customer, ssn }).about_you };
    const responses: string[] = [];

    const refused = await client.post(submit, {
      section_id: load.form.sections[0]!.id,
      answers: { ...aboutYou, primary_phone: '12' },
    });
    expect(refused.statusCode).toBe(422);
    const saved = await client.post(submit, { section_id: load.form.sections[0]!.id, answers: aboutYou });
    expect(saved.statusCode, saved.body).toBe(200);
    const completed = await client.post(submit, { answers: wioaAllAnswers({ customer, ssn: '457555462' }) });
    expect(completed.statusCode, completed.body).toBe(200);
    const staffLoad = await (
      await t.as('caseManager')
    ).get(fill(formPaths.staffForm, { customerId: customer.id, formId }));
    expect(staffLoad.json<FormLoadResponse>().questionValues.ssn).toBe('***-**-5462');
    responses.push(refused.body, saved.body, completed.body, staffLoad.body);

    // Were a handler ever to log a submission body, the redaction paths censor it.
    t.app.log.error({ body: { answers: aboutYou } }, 'submission body');
    t.app.log.error({ answers: aboutYou, request: { answers: aboutYou } }, 'answers');

    const logs = logLines.join('');
    expect(logs).toContain('submission body');
    expect(logs).toContain(submit);
    const dump = await dumpDatabase();
    expect(dump).toContain('5462');
    for (const pattern of patterns) {
      expect(logs).not.toContain(pattern);
      expect(dump).not.toContain(pattern);
      for (const body of responses) expect(body).not.toContain(pattern);
    }
  });
});
