import type { DbOrTx } from '../client.ts';
import {
  type DirectoryServiceSpec,
  enableServiceDirectory,
  storeDirectoryServices,
  type WeeklyHours,
} from '../directory/builder.ts';
import { analyzeDirectory } from '../directory/store.ts';

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

interface CategoryPlan {
  category: string;
  /** Service names; each gets a place and an organisation in turn. */
  services: string[];
  description: (place: string) => string;
  organizations: string[];
}

const plans: CategoryPlan[] = [
  {
    category: 'Food',
    services: [
      'Community Food Pantry',
      'Mobile Food Market',
      'Senior Meal Program',
      'Family Grocery Shelf',
      'Weekend Backpack Meals',
      'Fresh Produce Share',
      'Hot Lunch Kitchen',
      'Diaper and Baby Food Pantry',
      'Neighborhood Food Bank',
      'Evening Soup Kitchen',
      'Food Pantry on Wheels',
      'Harvest Share Pantry',
      'SNAP Application Help',
    ],
    description: (place) =>
      `Free groceries, fresh produce and shelf-stable food for households in ${place}. Bring a bag; no appointment needed.`,
    organizations: ['Front Range Food Alliance', 'Plains Harvest Network', 'Neighbors Feeding Neighbors'],
  },
  {
    category: 'Housing',
    services: [
      'Emergency Shelter Beds',
      'Rental Assistance Program',
      'Eviction Prevention Fund',
      'Family Housing Navigation',
      'Transitional Housing',
      'First-Time Renter Workshop',
      'Home Repair for Seniors',
      'Youth Shelter Drop-In',
      'Housing Voucher Help Desk',
      'Veterans Housing Outreach',
      'Winter Warming Center',
      'Security Deposit Help',
      'Landlord Mediation',
    ],
    description: (place) =>
      `Help finding and keeping a safe place to live in ${place}: shelter referrals, rent help and housing case management.`,
    organizations: ['Keystone Housing Partners', 'Open Door Shelter Alliance', 'Home Base Colorado'],
  },
  {
    category: 'Health',
    services: [
      'Sliding Fee Clinic',
      'Free Dental Day',
      'Community Health Screening',
      'Prenatal Care Program',
      'Vision Check and Glasses',
      'Walk-In Immunizations',
      'Medicaid Enrollment Help',
      'Diabetes Education Class',
      'Mobile Health Van',
      'Prescription Assistance',
      'Hearing Screening',
      'School-Based Health Center',
      'Health Insurance Navigators',
    ],
    description: (place) =>
      `Affordable primary care and health services for people in ${place}, with or without insurance; fees based on income.`,
    organizations: ['Mountain View Community Health', 'Clear Creek Care Collective', 'Peakside Health Partners'],
  },
  {
    category: 'Legal',
    services: [
      'Tenant Rights Clinic',
      'Free Legal Advice Night',
      'Immigration Legal Help',
      'Expungement Clinic',
      'Family Law Self-Help',
      'Debt and Credit Counseling',
      'Benefits Appeal Help',
      'Veterans Legal Clinic',
      'Wage Theft Help Line',
      'Senior Legal Services',
      'Protection Order Assistance',
      'Small Claims Coaching',
      'Name and ID Document Help',
    ],
    description: (place) =>
      `Free and low-cost legal help for residents of ${place}: advice sessions, forms and referrals to volunteer lawyers.`,
    organizations: ['Justice For All Legal Aid', 'Front Range Law Collaborative', 'Civic Rights Project'],
  },
  {
    category: 'Transportation',
    services: [
      'Reduced Fare Bus Pass',
      'Medical Ride Program',
      'Bike Repair Co-op',
      'Senior Ride Share',
      'Job Interview Rides',
      'Car Repair Assistance',
      'Transit Travel Training',
      'Rural Ride Connector',
      'Gas Card Assistance',
      'Accessible Van Service',
      'Driver License Reinstatement Help',
      'Commuter Vanpool',
      'Refurbished Bikes for Work',
    ],
    description: (place) =>
      `Getting around ${place}: reduced fares, rides to appointments and work, and help keeping a car on the road.`,
    organizations: ['Move Together Transit Aid', 'Wheels to Work Colorado', 'Ride Connect Partners'],
  },
  {
    category: 'Child Care',
    services: [
      'Child Care Subsidy Help',
      'Early Learning Center',
      'After-School Program',
      'Head Start Enrollment',
      'Drop-In Child Care',
      'Summer Day Camp Scholarships',
      'Parenting Class',
      'Infant Care Program',
      'Family Resource Center',
      'Child Care Provider Finder',
      'Teen Parent Support',
      'Play and Learn Group',
      'Evening Care for Shift Workers',
    ],
    description: (place) =>
      `Care and early learning for children in ${place}, with help paying for child care while parents work or train.`,
    organizations: ['Bright Start Family Services', 'Little Steps Learning Network', 'Family Roots Collaborative'],
  },
  {
    category: 'Employment',
    services: [
      'Job Search Lab',
      'Resume Workshop',
      'Interview Clothing Closet',
      'Apprenticeship Readiness',
      'Youth Job Corps',
      'Second Chance Hiring Help',
      'Computer Skills Class',
      'Career Coaching',
      'Warehouse Certification Prep',
      'Hiring Event Calendar',
      'Work Boots and Tools Fund',
      'Veterans Employment Help',
      'Disability Employment Services',
    ],
    description: (place) =>
      `Help finding work near ${place}: coaching, resumes, training and connections to employers who are hiring.`,
    organizations: ['Pathways to Work Alliance', 'Summit Career Network', 'Next Step Employment Services'],
  },
  {
    category: 'Utilities',
    services: [
      'Energy Bill Assistance',
      'Water Bill Help',
      'Weatherization Program',
      'Furnace Repair Fund',
      'Phone and Internet Discount Help',
      'Utility Shutoff Prevention',
      'Home Energy Audit',
      'Cooling Assistance',
      'Low-Income Solar Program',
      'Budget Billing Counseling',
      'Emergency Heat Help',
      'Appliance Replacement Program',
      'Utility Deposit Help',
    ],
    description: (place) =>
      `Help paying heating, electric and water bills in ${place}, and free repairs that lower them.`,
    organizations: ['Warm Homes Energy Fund', 'Front Range Utility Aid', 'Bright Future Energy Help'],
  },
  {
    category: 'Mental Health',
    services: [
      'Walk-In Counseling',
      'Crisis Support Line',
      'Peer Support Group',
      'Grief Support Circle',
      'Youth Counseling',
      'Substance Use Recovery Meeting',
      'Family Therapy Program',
      'Veterans Peer Connect',
      'Anxiety and Depression Group',
      'Trauma Recovery Program',
      'Sliding Fee Therapy',
      'Recovery Coaching',
      'Wellness Drop-In Center',
    ],
    description: (place) =>
      `Counseling and support for emotional health and recovery in ${place}; call or walk in, no insurance required.`,
    organizations: ['Clear Skies Counseling Center', 'Hopeful Minds Collective', 'Steady Ground Wellness'],
  },
  {
    category: 'Education',
    services: [
      'Adult Basic Education',
      'GED Preparation',
      'English Language Classes',
      'Digital Literacy Class',
      'College Application Help',
      'Financial Aid Workshop',
      'Tutoring Center',
      'Citizenship Class',
      'Library Homework Help',
      'Adult High School Diploma',
      'Math Refresher Course',
      'Reading Buddies Program',
      'Scholarship Search Help',
    ],
    description: (place) =>
      `Classes and learning support for adults and students in ${place}: GED, English, computers and college help.`,
    organizations: ['Lifelong Learning Collaborative', 'Open Book Education Center', 'Front Range Literacy Project'],
  },
  {
    category: 'Clothing and Household',
    services: [
      'Free Clothing Closet',
      'Winter Coat Drive',
      'Furniture Bank',
      'School Uniform Help',
      'Household Goods Exchange',
      'Baby Gear Closet',
      'Hygiene Kit Pantry',
      'Bedding and Linens Program',
      'Work Uniform Fund',
      'Laundry Voucher Program',
      'Shoe Bank',
      'Move-In Kit Program',
      'Holiday Gift Program',
    ],
    description: (place) =>
      `Free clothing, furniture and household essentials for families in ${place}, by referral or walk-in.`,
    organizations: ['Second Chances Thrift Alliance', 'Helping Hands Household Bank', 'Community Closet Network'],
  },
  {
    category: 'Financial Help',
    services: [
      'Free Tax Preparation',
      'Emergency Cash Assistance',
      'Financial Coaching',
      'Matched Savings Account',
      'Credit Building Workshop',
      'Benefits Screening',
      'Prescription Cost Help',
      'Funeral Cost Assistance',
      'Banking Basics Class',
      'Small Business Microloans',
      'Bill Negotiation Help',
      'Childcare Tax Credit Help',
      'Budgeting Class',
    ],
    description: (place) =>
      `Money help for households in ${place}: free tax filing, emergency funds, benefits screening and coaching.`,
    organizations: ['Common Wealth Financial Help', 'Prosper Together Fund', 'Main Street Money Coaching'],
  },
];

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
    for (const [index, serviceName] of plan.services.entries()) {
      const [zip, city, latitude, longitude] = zips[(planIndex * 5 + index * 2) % zips.length]!;
      const organization = plan.organizations[index % plan.organizations.length]!;
      const site = slug(organization);
      // A second category for some, so a multi-category search has overlaps.
      const extra = index % 4 === 0 ? plans[(planIndex + 1) % plans.length]!.category : null;
      specs.push({
        key: `demo:${slug(plan.category)}:${slug(serviceName)}`,
        organization,
        name: `${city} ${serviceName}`,
        description: plan.description(city),
        categories: extra ? [plan.category, extra] : [plan.category],
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
