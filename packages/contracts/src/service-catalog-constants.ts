// The plain values of service-catalog.ts (paths, limits, messages), kept apart from its Zod schemas
// (service-catalog.ts re-exports them) so a page that needs only these does not load Zod (#30).

export const serviceCatalogPaths = {
  catalog: '/internal-api/admin/service-catalog',
  serviceTypes: '/internal-api/admin/service-catalog/service-types',
  serviceType: '/internal-api/admin/service-catalog/service-types/:id',
  services: '/internal-api/admin/service-catalog/services',
  service: '/internal-api/admin/service-catalog/services/:id',
  programs: '/internal-api/admin/service-catalog/programs',
  program: '/internal-api/admin/service-catalog/programs/:id',
} as const;

export const serviceCatalogPath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

export const serviceCatalogRoutes = { admin: '/admin/service-catalog' } as const;

export const serviceCatalogLimits = { name: 255, pirlCode: 20, programsPerService: 100 } as const;

export const serviceCatalogMessages = {
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be greater than ${serviceCatalogLimits.name} characters.`,
  nameTaken: 'That name is already in use.',
  colorInvalid: 'The color must be a colour such as #1c7ed6.',
  serviceTypeRequired: 'The service type field is required.',
  serviceTypeInvalid: 'The selected service type is invalid.',
  durationInvalid: 'The duration must be Single-day or Multi-day.',
  programInvalid: 'The selected program is invalid.',
  pirlCodeTooLong: `The PIRL code may not be greater than ${serviceCatalogLimits.pirlCode} characters.`,
  flagInvalid: 'The value must be yes or no.',
  loadFailed: 'the service catalogue',
  saved: 'Saved',
  noServiceTypes: 'No service types yet',
  noServices: 'No services yet',
  noPrograms: 'No programs yet',
} as const;
