export * from './client.ts';
export * from './replica.ts';
export * as schema from './schema/index.ts';
