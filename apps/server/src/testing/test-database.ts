// The test databases live beside the schema (packages/db), so the database package's own tests clone them too.
export { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from '@portal/db/testing';
