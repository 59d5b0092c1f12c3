export * from './records.ts';
export { seedCatalogue } from './catalogue-loader.ts';
