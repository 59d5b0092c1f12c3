import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct customers.search_name, kept by triggers (see the customer_search_names_sync migration). A
 * misspelt name is looked up here by trigram word similarity: the table holds each name once however many
 * customers share it, so its trigram index is far smaller than one over customers (docs/decisions/0008).
 * Names nobody carries any more may linger; they match no customer, so they change no result.
 * The trigram index keeps a small pending list (64 kB, not the 4 MB default): GIN's pending list is read in full by
 * every search and inflates the index's cost, so after a bulk load Postgres chose a sequential scan until autovacuum
 * flushed it (issue #16, docs/decisions/0026-typo-search-ranking.md).
 */
export const customerSearchNames = pgTable(
  'customer_search_names',
  { searchName: text('search_name').primaryKey() },
  (t) => [
    index('customer_search_names_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    // The name without its spaces: "Delacruz" or "Vanderberg" typed run together finds "de la cruz", "van der berg".
    index('customer_search_names_compact_idx').on(sql`replace(${t.searchName}, ' ', '')`),
    // Names by byte order, for the names that start with the query's words ("maria smith" finds "maria smith jones"):
    // a range (~>=~, ~<~) that a parameter can bound, unlike LIKE, and that the primary key cannot serve under a
    // non-C collation (docs/decisions/0029-embedded-memory-and-scale-names.md, point 3).
    index('customer_search_names_prefix_idx').using('btree', sql`${t.searchName} text_pattern_ops`),
  ],
);
