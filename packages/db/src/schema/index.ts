export * from './platform.ts';
export * from './experiences.ts';
