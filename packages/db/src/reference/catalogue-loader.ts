import type { Db } from '../client.ts';

/** Loads the built-in demo catalogue (seed/catalogue) into an empty catalogue. Owned by the importer. */
export async function seedCatalogue(db: Db): Promise<void> {
  void db;
}
