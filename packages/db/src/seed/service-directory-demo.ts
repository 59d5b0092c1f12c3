import type { DbOrTx } from '../client.ts';
import {
  type DirectoryServiceSpec,
  enableServiceDirectory,
  storeDirectoryServices,
  type WeeklyHours,
} from '../directory/builder.ts';
import { analyzeDirectory } from '../directory/store.ts';
import { type CategoryPlan, plans1 } from './service-directory-demo-plans-1.ts';
import { plans2 } from './service-directory-demo-plans-2.ts';
import { plans3 } from './service-directory-demo-plans-3.ts';

/**
 * The demo 211 directory: a fictional one for the demo region (Denver metro and Colorado Springs), written by the
 * team. Organisations, services, streets, phones (555-01xx) and sites (example.org) are invented; the ZIP centroids
 * are real (GeoNames, the same figures the offline geocoder uses). 12 categories x 13 services = 156 services, plus
 * the always-open pantry the journeys rely on.
 */

/** The journey's pantry: open every day, all day, at the Denver Downtown ZIP (80204); "food pantry" + open now + 5 miles. */
export const demoAlwaysOpenPantry = 'Around-the-Clock Community Food Pantry';

const zips: [zip: string, city: string, latitude: number, longitude: number][] = [
  ['80202', 'Denver', 39.7491, -104.9946],
  ['80204', 'Denver', 39.734, -105.0259],
  ['80205', 'Denver', 39.759, -104.9661],
  ['80206', 'Denver', 39.7331, -104.9524],
  ['80210', 'Denver', 39.679, -104.9631],
  ['80211', 'Denver', 39.7665, -105.0204],
  ['80216', 'Denver', 39.7835, -104.9669],
  ['80219', 'Denver', 39.6956, -105.0341],
  ['80220', 'Denver', 39.7312, -104.9129],
  ['80223', 'Denver', 39.7002, -105.0028],
  ['80010', 'Aurora', 39.7368, -104.8646],
  ['80011', 'Aurora', 39.7378, -104.8152],
  ['80012', 'Aurora', 39.6987, -104.8377],
  ['80013', 'Aurora', 39.6575, -104.7846],
  ['80014', 'Aurora', 39.6662, -104.835],
  ['80110', 'Englewood', 39.6463, -105.0092],
  ['80401', 'Golden', 39.7305, -105.1915],
  ['80903', 'Colorado Springs', 38.8388, -104.8145],
  ['80907', 'Colorado Springs', 38.876, -104.817],
  ['80909', 'Colorado Springs', 38.852, -104.7735],
  ['80910', 'Colorado Springs', 38.8152, -104.7703],
  ['80916', 'Colorado Springs', 38.8076, -104.7403],
  ['80226', 'Lakewood', 39.7123, -105.0918],
  ['80033', 'Wheat Ridge', 39.774, -105.0962],
  ['80002', 'Arvada', 39.7945, -105.0984],
  ['80229', 'Thornton', 39.8671, -104.9227],
  ['80233', 'Northglenn', 39.9015, -104.9407],
];

const plans: CategoryPlan[] = [...plans1, ...plans2, ...plans3];

const streets = [
  'Colfax Ave',
  'Federal Blvd',
  'Broadway',
  'Santa Fe Dr',
  'Alameda Ave',
  'Mississippi Ave',
  'Havana St',
  'Sheridan Blvd',
  'Nevada Ave',
  'Platte Ave',
  'Academy Blvd',
  'Wadsworth Blvd',
  'Peoria St',
];

const weekdays = 'MO,TU,WE,TH,FR';
const hourPatterns: WeeklyHours[][] = [
  [{ days: weekdays, opens: '09:00', closes: '17:00' }],
  [
    { days: weekdays, opens: '08:00', closes: '16:30' },
    { days: 'SA', opens: '10:00', closes: '14:00' },
  ],
  [{ days: 'MO,WE,FR', opens: '10:00', closes: '15:00' }],
  [{ days: 'TU,TH', opens: '12:00', closes: '19:00' }],
  [
    { days: weekdays, opens: '07:00', closes: '19:00' },
    { days: 'SA,SU', opens: '09:00', closes: '13:00' },
  ],
  [{ days: 'SA', opens: '09:00', closes: '12:00' }],
  [{ days: weekdays, opens: '13:00', closes: '21:00' }],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const phone = (n: number) => `303-555-01${String(n % 100).padStart(2, '0')}`;

export function demoDirectoryServices(): DirectoryServiceSpec[] {
  const specs: DirectoryServiceSpec[] = [];
  const downtown = zips[1]!;
  specs.push({
    key: 'demo:around-the-clock-pantry',
    organization: 'Front Range Food Alliance',
    name: demoAlwaysOpenPantry,
    description:
      'A food pantry that never closes: groceries, fresh produce and hygiene items any hour of any day, for anyone who needs them. Staffed around the clock.',
    categories: ['Food'],
    location: {
      name: 'Speer Community Hub',
      address1: '1400 W Community Way',
      city: downtown[1],
      state: 'CO',
      zip: downtown[0],
      latitude: downtown[2],
      longitude: downtown[3],
    },
    phone: '303-555-0100',
    email: 'pantry@around-the-clock.example.org',
    website: 'https://around-the-clock.example.org',
    hours: [{ days: '', opens: '00:00', closes: '23:59' }],
  });
  let n = 1;
  for (const [planIndex, plan] of plans.entries()) {
    for (const [index, service] of plan.services.entries()) {
      const [zip, city, latitude, longitude] = zips[(planIndex * 5 + index * 2) % zips.length]!;
      const organization = plan.organizations[index % plan.organizations.length]!;
      const site = slug(organization);
      const serviceName = service.name;
      specs.push({
        key: `demo:${slug(plan.category)}:${slug(serviceName)}`,
        organization,
        name: `${city} ${serviceName}`,
        description: `${service.about} Serves ${city} and nearby communities.`,
        categories: service.also ? [plan.category, service.also] : [plan.category],
        location: {
          name: `${organization} - ${city}`,
          address1: `${100 + ((n * 37) % 9800)} ${streets[n % streets.length]}`,
          city,
          state: 'CO',
          zip,
          latitude,
          longitude,
        },
        phone: phone(n),
        email: `help@${site}.example.org`,
        website: `https://${site}.example.org/${slug(serviceName)}`,
        hours: hourPatterns[(planIndex + index) % hourPatterns.length],
      });
      n += 1;
    }
  }
  return specs;
}

/** Writes the demo directory (idempotent: stable ids, upserts) and turns the finder on. */
export async function seedServiceDirectoryDemo(db: DbOrTx): Promise<void> {
  await storeDirectoryServices(db, demoDirectoryServices());
  await enableServiceDirectory(db, true);
  await analyzeDirectory(db);
}
