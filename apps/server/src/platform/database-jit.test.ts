import { describe, expect, it } from 'vitest';
import { openDatabase, reportingUrl, withoutJit } from '@portal/db';
import { createTestDatabase } from '../testing/test-database.ts';

/**
 * The app's sessions on a Postgres server run without JIT compilation (ADR 0057): a statement planned once for every
 * value is costed with guesses, and past jit_above_cost a 2 ms search spent 30-110 ms compiling. An operator's own
 * `options` in the URL that set jit win. Tested with the server's tests, since CI's Postgres pass runs only those.
 */
describe('the database URL without JIT', () => {
  it('adds jit=off to the options, keeping what the URL says', () => {
    const url = 'postgres://portal:s%40cret@db.example:6543/portal?sslmode=require&application_name=web';
    const parsed = new URL(withoutJit(url));
    expect(parsed.searchParams.get('options')).toBe('-c jit=off');
    expect(parsed.searchParams.get('sslmode')).toBe('require');
    expect(parsed.searchParams.get('application_name')).toBe('web');
    expect([parsed.username, parsed.password, parsed.host, parsed.pathname]).toEqual([
      'portal',
      's%40cret',
      'db.example:6543',
      '/portal',
    ]);
  });

  it("appends to the URL's own options, and leaves a URL that sets jit itself as it is", () => {
    expect(new URL(withoutJit(reportingUrl('postgres://r/portal'))).searchParams.get('options')).toBe(
      '-c default_transaction_read_only=on -c jit=off',
    );
    const mine = 'postgres://p/portal?options=-c%20jit%3Don';
    expect(withoutJit(mine)).toBe(mine);
  });

  it('leaves a connection string that is not a URL to the driver', () => {
    expect(withoutJit('host=/var/run/postgresql dbname=portal')).toBe('host=/var/run/postgresql dbname=portal');
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('database-jit: the sessions part runs only against a Postgres server (DATABASE_URL).');

describe.skipIf(!onPostgres)("the app's sessions on the Postgres server", () => {
  const jitOf = async (rawQuery: (text: string) => Promise<unknown[]>) =>
    ((await rawQuery("select current_setting('jit') as jit")) as { jit: string }[])[0]!.jit;

  it('run without JIT, unless the URL sets it', async () => {
    const test = await createTestDatabase({ poolSize: 1 });
    try {
      expect(await jitOf((text) => test.handle.rawQuery(text))).toBe('off');
    } finally {
      await test.dispose();
    }
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', '-c jit=on');
    const own = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      expect(await jitOf((text) => own.rawQuery(text))).toBe('on');
    } finally {
      await own.close();
    }
  });
});
