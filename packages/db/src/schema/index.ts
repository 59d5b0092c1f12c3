export * from './platform.ts';
export * from './experiences.ts';
export * from './occupations.ts';
export * from './clusters.ts';
export * from './programs.ts';
export * from './customer-record.ts';
