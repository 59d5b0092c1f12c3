import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import type { ClientSettings } from '@portal/contracts';

const { clientSettings } = schema;

/** The single client_settings row (id 1), created with the defaults the first time it is read. */
export async function getClientSettings(db: DbOrTx): Promise<ClientSettings> {
  let [row] = await db.select().from(clientSettings).where(eq(clientSettings.id, 1)).limit(1);
  if (!row) {
    await db.insert(clientSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await db.select().from(clientSettings).where(eq(clientSettings.id, 1)).limit(1);
  }
  if (!row) throw new Error('client_settings row could not be created');
  return {
    terminology_customer: row.terminologyCustomer,
    terminology_customers: row.terminologyCustomers,
    allowed_maximum_upload_size: row.allowedMaximumUploadSize,
    allowed_minimum_age: row.allowedMinimumAge,
    feature_flags: row.featureFlags,
    allowed_back_days: row.allowedBackDays,
    minimum_funding_threshold: Number(row.minimumFundingThreshold),
    service_log_edit_window_days: row.serviceLogEditWindowDays,
    service_log_delete_window_minutes: row.serviceLogDeleteWindowMinutes,
  };
}

export const megabyte = 1024 * 1024;

/** allowed_maximum_upload_size is in MB. */
export function maxUploadBytes(settings: ClientSettings): number {
  return settings.allowed_maximum_upload_size * megabyte;
}
