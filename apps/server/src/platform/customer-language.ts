import { eq } from 'drizzle-orm';
import { customerAccountLanguages, type CustomerAccountLanguage } from '@portal/contracts';
import { type Db, schema } from '@portal/db';

/**
 * The language a customer's documents are made in (#24): the one the page asked for, else the one saved on their
 * portal account, else English.
 */
export async function customerDocumentLanguage(
  db: Db,
  customerId: number,
  requested: CustomerAccountLanguage | undefined,
): Promise<CustomerAccountLanguage> {
  if (requested) return requested;
  const [row] = await db
    .select({ language: schema.customerAccounts.preferredLanguage })
    .from(schema.customerAccounts)
    .where(eq(schema.customerAccounts.customerId, customerId));
  return customerAccountLanguages.find((language) => language === row?.language) ?? 'en';
}
