export * from './client.ts';
export * from './pool-transaction.ts';
export * from './replica.ts';
export * as schema from './schema/index.ts';
