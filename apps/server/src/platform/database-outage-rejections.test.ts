import { describe, expect, it } from 'vitest';
import { databaseOutageRejections } from './database-outage-rejections.ts';

describe('unhandled rejections while the database is away', () => {
  const logged: string[] = [];
  const survive = databaseOutageRejections({ error: (_object, message) => logged.push(message) });

  it('survives a refused, reset or terminated connection, wrapped or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    expect(() => survive(refused)).not.toThrow();
    expect(() => survive(new Error('Failed query: update pgboss.job', { cause: terminated }))).not.toThrow();
    expect(() => survive(new Error('Connection terminated unexpectedly'))).not.toThrow();
    expect(logged).toHaveLength(3);
  });

  it('rethrows anything else, so a real bug still ends the process', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(() => survive(bug)).toThrow(bug);
    expect(() => survive(Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' }))).toThrow();
    expect(() => survive('a string')).toThrow();
  });
});
