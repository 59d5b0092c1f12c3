export * from './tables.ts';
export * from './store.ts';
export * from './hsds-import.ts';
export * from './hsds-export.ts';
export * from './builder.ts';
export * from './scale.ts';
