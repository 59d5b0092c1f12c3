/** What the funding demo holds (seed/funding-demo.ts writes it): vendors, budgets and transactions. */

export const vendorRows = [
  { name: 'Front Range CDL Academy', address: '4800 Dahlia St', city: 'Denver', zip: '80216', category: 1 },
  { name: 'Mile High Welding Institute', address: '2100 W 6th Ave', city: 'Denver', zip: '80204', category: 1 },
  { name: 'Metro Transit Pass Office', address: '1660 Blake St', city: 'Denver', zip: '80202', category: 2 },
  { name: 'Summit Work Gear Supply', address: '15200 E 6th Ave', city: 'Aurora', zip: '80011', category: 2 },
] as const;

/** Whole-dollar budgets per program, this program year and last (the years start July 1). */
export const budgets: Record<string, [current: number, last: number]> = {
  'WIOA Adult': [250_000, 220_000],
  'WIOA Dislocated Worker': [180_000, 175_000],
  'Wagner-Peyser': [60_000, 55_000],
  'SNAP Employment and Training': [40_000, 38_000],
};

export type Category = 1 | 2 | 3;
export interface DemoTransaction {
  customer: string;
  status: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  category: Category;
  title: string;
  /** Dollars per program of the obligation; the expense, when there is one, may come in under it. */
  funds: Record<string, number>;
  expense?: Record<string, number>;
  vendor?: number;
  daysAgo: number;
  lastYear?: boolean;
  log?: string;
  description: string;
}

export const employer = {
  employerName: 'Cherry Creek Logistics',
  employerPoc: 'Dana Whitfield',
  employerAddress: '3900 E 48th Ave',
  employerCity: 'Denver',
  employerState: 'CO',
  employerZip: '80216',
  employerPhone: '303-555-0190',
  employerEmail: 'dana.whitfield@cherrycreek.example',
  employerRateCents: 1_800,
  employerEstimatedHours: 320,
};

export const plan: DemoTransaction[] = [
  {
    customer: 'James Carter',
    status: 7,
    category: 1,
    title: 'CDL Class A tuition',
    funds: { 'WIOA Dislocated Worker': 4_500 },
    expense: { 'WIOA Dislocated Worker': 4_200 },
    vendor: 0,
    daysAgo: 30,
    log: 'Enrolled in CDL Class A training',
    description: 'Six-week CDL Class A course, spring cohort.',
  },
  {
    customer: 'James Carter',
    status: 4,
    category: 2,
    title: 'Bus pass for training weeks',
    funds: { 'WIOA Dislocated Worker': 120 },
    vendor: 2,
    daysAgo: 29,
    log: 'Bus pass for training weeks',
    description: 'Monthly regional pass for the six training weeks.',
  },
  {
    customer: 'James Carter',
    status: 3,
    category: 2,
    title: 'Steel-toe boots for the yard',
    funds: { 'WIOA Dislocated Worker': 180 },
    expense: { 'WIOA Dislocated Worker': 165 },
    vendor: 3,
    daysAgo: 6,
    description: 'Safety boots the employer requires from day one.',
  },
  {
    customer: 'Maria Lopez',
    status: 2,
    category: 1,
    title: 'Phlebotomy certificate',
    funds: { 'WIOA Adult': 2_800 },
    vendor: 1,
    daysAgo: 10,
    description: 'Phlebotomy technician certificate, evening classes.',
  },
  {
    customer: 'Maria Lopez',
    status: 1,
    category: 2,
    title: 'Scrubs and clinic shoes',
    funds: { 'WIOA Adult': 150 },
    vendor: 3,
    daysAgo: 2,
    description: 'Two sets of scrubs and non-slip shoes for the externship.',
  },
  {
    customer: 'Emily Walsh',
    status: 1,
    category: 1,
    title: 'Forklift operator course',
    funds: { 'Wagner-Peyser': 650, 'WIOA Adult': 400 },
    vendor: 0,
    daysAgo: 3,
    description: 'Forklift certification with two practice days.',
  },
  {
    customer: 'Emily Walsh',
    status: 5,
    category: 2,
    title: 'Laptop for online classes',
    funds: { 'WIOA Adult': 900 },
    vendor: 3,
    daysAgo: 14,
    description: 'Asked for a laptop; the library loan program covers it.',
  },
  {
    customer: 'Noah Begay',
    status: 6,
    category: 3,
    title: 'Warehouse on-the-job training',
    funds: { 'WIOA Adult': 5_760 },
    expense: { 'WIOA Adult': 6_100 },
    daysAgo: 20,
    description: 'OJT wage reimbursement, 320 hours at $18.00.',
  },
  {
    customer: 'Hannah Schmidt',
    status: 8,
    category: 1,
    title: 'Medical coding course',
    funds: { 'WIOA Adult': 1_900 },
    vendor: 1,
    daysAgo: 40,
    description: 'Cancelled: she took a full-time offer before the start date.',
  },
  {
    customer: 'Hannah Schmidt',
    status: 7,
    category: 3,
    title: 'Dispatch on-the-job training',
    funds: { 'WIOA Dislocated Worker': 4_000 },
    expense: { 'WIOA Dislocated Worker': 3_600 },
    daysAgo: 300,
    lastYear: true,
    description: 'OJT wage reimbursement at a dispatch center.',
  },
  {
    customer: 'Aisha Robinson',
    status: 4,
    category: 2,
    title: 'Gas card for interview travel',
    funds: { 'SNAP Employment and Training': 80 },
    vendor: 2,
    daysAgo: 8,
    description: 'Gas card for three interviews in Aurora and Parker.',
  },
  {
    customer: 'Aisha Robinson',
    status: 2,
    category: 1,
    title: 'Pharmacy technician course',
    funds: { 'SNAP Employment and Training': 1_450 },
    vendor: 1,
    daysAgo: 5,
    description: 'Pharmacy technician course with the licensing exam fee.',
  },
  {
    customer: 'Daniel Kim',
    status: 3,
    category: 3,
    title: 'Machine shop on-the-job training',
    funds: { 'WIOA Adult': 4_320 },
    expense: { 'WIOA Adult': 4_320 },
    daysAgo: 12,
    description: 'OJT at a machine shop, 240 hours at $18.00.',
  },
  {
    customer: 'Daniel Kim',
    status: 7,
    category: 1,
    title: 'CNC operator course',
    funds: { 'WIOA Adult': 3_200 },
    expense: { 'WIOA Adult': 3_200 },
    vendor: 1,
    daysAgo: 330,
    lastYear: true,
    description: 'CNC operator certificate course.',
  },
  {
    customer: 'Tyrone Williams',
    status: 5,
    category: 3,
    title: 'Retail on-the-job training',
    funds: { 'Wagner-Peyser': 2_000 },
    daysAgo: 9,
    description: 'Employer details to be confirmed before resubmitting.',
  },
  {
    customer: 'Tyrone Williams',
    status: 1,
    category: 2,
    title: 'Work uniform',
    funds: { 'Wagner-Peyser': 95 },
    vendor: 3,
    daysAgo: 1,
    description: 'Uniform shirts and trousers for the new job.',
  },
];
