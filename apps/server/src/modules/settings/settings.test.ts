import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSettingsSchema, defaultClientSettings } from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

describe('GET /settings', () => {
  it('answers the defaults to anyone, without a session', async () => {
    const response = await t.anonymous().get('/settings');
    expect(response.statusCode).toBe(200);
    expect(clientSettingsSchema.parse(response.json())).toEqual(defaultClientSettings);
  });

  it('creates the row when it is missing and reflects stored values', async () => {
    await t.db.delete(schema.clientSettings);
    expect((await t.anonymous().get('/settings')).json()).toEqual(defaultClientSettings);
    expect(await t.db.select().from(schema.clientSettings)).toHaveLength(1);

    await t.db
      .update(schema.clientSettings)
      .set({
        terminologyCustomer: 'Participant',
        allowedMaximumUploadSize: 5,
        minimumFundingThreshold: '250.50',
        featureFlags: { reminders: true },
      })
      .where(eq(schema.clientSettings.id, 1));
    expect((await (await t.as('customer')).get('/settings')).json()).toMatchObject({
      terminology_customer: 'Participant',
      allowed_maximum_upload_size: 5,
      minimum_funding_threshold: 250.5,
      feature_flags: { reminders: true },
    });
  });
});
