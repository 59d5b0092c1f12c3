/**
 * Factories build rows for the demo seed, the integration tests and the e2e fixtures alike.
 * Each takes overrides and fills the rest with plausible values.
 */
export * from './people.ts';
export * from './occupations.ts';
export * from './clusters.ts';
export * from './programs.ts';
export * from './customers.ts';
export * from './customer-record.ts';
export * from './service-log.ts';
export * from './forms.ts';
export * from './job-board.ts';
export * from './job-board-scale.ts';
export * from './funding.ts';
