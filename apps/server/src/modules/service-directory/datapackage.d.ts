/** The part of frictionlessdata's `datapackage` (no published types) that hsds-validation.ts uses. */
declare module 'datapackage' {
  export interface DataResource {
    readonly name: string;
    read(options: { relations?: boolean; forceCast?: boolean; keyed?: boolean }): Promise<unknown[]>;
  }
  export class Package {
    static load(descriptor: object | string, options?: { basePath?: string; strict?: boolean }): Promise<Package>;
    readonly valid: boolean;
    readonly errors: Error[];
    readonly resources: DataResource[];
  }
}
