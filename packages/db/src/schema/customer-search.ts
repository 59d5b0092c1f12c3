import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct customers.search_name, kept by triggers (see the customer_search_names_sync migration). A
 * misspelt name is looked up here by trigram word similarity: the table holds each name once however many
 * customers share it, so its trigram index is far smaller than one over customers (docs/decisions/0008).
 * Names nobody carries any more may linger; they match no customer, so they change no result.
 */
export const customerSearchNames = pgTable(
  'customer_search_names',
  { searchName: text('search_name').primaryKey() },
  (t) => [index('customer_search_names_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`)],
);
