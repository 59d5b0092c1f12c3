export * from './errors.ts';
export * from './common.ts';
export * from './dates.ts';
export * from './settings.ts';
export * from './auth.ts';
export * from './experiences.ts';
export * from './documents.ts';
export * from './platform.ts';
