import type { DbOrTx } from '../client.ts';
import { categoryId, directoryRowsFor, type DirectoryServiceSpec, type WeeklyHours } from './builder.ts';
import { analyzeDirectory, refreshDirectorySearch, storeDirectoryRows } from './store.ts';

/**
 * Synthetic directory for scale tests (`npm run seed:scale -- --services 50000`, the service-directory bench):
 * services spread over real ZIP centroids, one or two of twelve categories each, weekly hours. Invented names only.
 */

export interface ScaleDirectoryZip {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export const scaleDirectoryCategories = [
  'Food',
  'Housing',
  'Health',
  'Legal',
  'Transportation',
  'Child Care',
  'Employment',
  'Utilities',
  'Mental Health',
  'Education',
  'Clothing and Household',
  'Financial Help',
] as const;

const nouns: Record<string, string[]> = {
  Food: ['Food Pantry', 'Meal Program', 'Food Bank', 'Soup Kitchen', 'Grocery Share'],
  Housing: ['Shelter', 'Rental Assistance', 'Housing Navigation', 'Eviction Help'],
  Health: ['Community Clinic', 'Dental Clinic', 'Health Screening', 'Immunizations'],
  Legal: ['Legal Aid Clinic', 'Tenant Rights Help', 'Immigration Legal Help'],
  Transportation: ['Ride Program', 'Bus Pass Help', 'Car Repair Fund'],
  'Child Care': ['Child Care Center', 'After-School Program', 'Head Start'],
  Employment: ['Job Search Help', 'Resume Workshop', 'Career Coaching'],
  Utilities: ['Energy Bill Help', 'Water Bill Help', 'Weatherization'],
  'Mental Health': ['Counseling Center', 'Peer Support Group', 'Crisis Line'],
  Education: ['GED Classes', 'English Classes', 'Tutoring Center'],
  'Clothing and Household': ['Clothing Closet', 'Furniture Bank', 'Hygiene Pantry'],
  'Financial Help': ['Tax Preparation', 'Financial Coaching', 'Emergency Cash Help'],
};
const prefixes = [
  'Northside',
  'Riverside',
  'Hillcrest',
  'Lakeview',
  'Oak Street',
  'Maple',
  'Cedar',
  'Summit',
  'Valley',
  'Harbor',
];
const hours: WeeklyHours[][] = [
  [{ days: 'MO,TU,WE,TH,FR', opens: '09:00', closes: '17:00' }],
  [{ days: 'MO,WE,FR', opens: '10:00', closes: '15:00' }],
  [{ days: 'TU,TH,SA', opens: '08:00', closes: '12:00' }],
  [{ days: '', opens: '00:00', closes: '23:59' }],
];

export function scaleDirectorySpecs(
  from: number,
  to: number,
  zips: readonly ScaleDirectoryZip[],
): DirectoryServiceSpec[] {
  const specs: DirectoryServiceSpec[] = [];
  for (let n = from; n < to; n += 1) {
    const category = scaleDirectoryCategories[n % scaleDirectoryCategories.length]!;
    const second = n % 3 === 0 ? scaleDirectoryCategories[(n * 7 + 5) % scaleDirectoryCategories.length]! : null;
    const zip = zips[(n * 7919) % zips.length]!;
    const noun = nouns[category]![n % nouns[category]!.length]!;
    const name = `${prefixes[n % prefixes.length]} ${noun} ${n}`;
    specs.push({
      key: `scale:${n}`,
      organization: `Scale Community Services ${Math.floor(n / 5)}`,
      name,
      description: `${noun} for residents of ${zip.city}, ${zip.state}. Walk in or call for an appointment.`,
      categories: second && second !== category ? [category, second] : [category],
      location: {
        name: `${zip.city} office`,
        address1: `${100 + (n % 9000)} Main St`,
        city: zip.city,
        state: zip.state,
        zip: zip.zip,
        latitude: zip.latitude,
        longitude: zip.longitude,
      },
      phone: `555-01${String(n % 100).padStart(2, '0')}`,
      website: `https://scale-${n % 1000}.example.org`,
      hours: hours[n % hours.length],
    });
  }
  return specs;
}

export async function seedScaleDirectory(
  db: DbOrTx,
  options: { services: number; zips: readonly ScaleDirectoryZip[]; onProgress?: (done: number, total: number) => void },
): Promise<void> {
  const chunk = 2_000;
  for (let from = 0; from < options.services; from += chunk) {
    const to = Math.min(options.services, from + chunk);
    await storeDirectoryRows(db, directoryRowsFor(scaleDirectorySpecs(from, to, options.zips)));
    options.onProgress?.(to, options.services);
  }
  await refreshDirectorySearch(db);
  await analyzeDirectory(db);
}

export const scaleCategoryId = (name: (typeof scaleDirectoryCategories)[number]) => categoryId(name);
