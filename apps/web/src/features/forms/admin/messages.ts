/** The admin screen's own words (the spec has no such screen; see docs/spec-decisions.md). */
export const definitionAdminMessages = {
  heading: 'Form definitions',
  intro:
    'Export a form as JSON to keep or edit it; import a JSON definition to add a form, or to replace the form with the same short name.',
  importButton: 'Import definition',
  fileLabel: 'Form definition file (JSON)',
  importing: (fileName: string) => `Checking and importing ${fileName}…`,
  notImported: (fileName: string) => `${fileName} was not imported`,
  moreErrors: (count: number) => `…and ${count} more.`,
  created: 'Form imported',
  updated: 'Form updated',
  export: 'Export',
  exportLabel: (nameShort: string) => `Export ${nameShort}`,
  empty: 'No forms yet.',
  caption: 'Forms with their number of sections and questions',
} as const;
