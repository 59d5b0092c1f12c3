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

interface DemoService {
  name: string;
  /** What the service does, in its own words (each service says what it is, not what its category is). */
  about: string;
  /** A second category where the service truly belongs to two, so a multi-category search has overlaps. */
  also?: string;
}

interface CategoryPlan {
  category: string;
  /** Each service gets a place and an organisation in turn. */
  services: DemoService[];
  organizations: string[];
}

const plans: CategoryPlan[] = [
  {
    category: 'Food',
    services: [
      {
        name: 'Community Food Pantry',
        about: 'Free groceries and shelf-stable food once a week; bring a bag, no appointment needed.',
      },
      {
        name: 'Mobile Food Market',
        about: 'A truck of fresh produce, dairy and bread that stops at parks and schools on a set schedule.',
      },
      {
        name: 'Senior Meal Program',
        about:
          'Hot midday meals for people 60 and older, served at the center or delivered to those who cannot get out.',
        also: 'Health',
      },
      {
        name: 'Family Grocery Shelf',
        about: 'A monthly box of staples for families with children, sized to the household.',
      },
      {
        name: 'Weekend Backpack Meals',
        about: 'Kid-friendly food sent home from school on Fridays so children eat over the weekend.',
        also: 'Child Care',
      },
      {
        name: 'Fresh Produce Share',
        about: 'Free fruit and vegetables from local farms and gardens, handed out twice a week.',
      },
      {
        name: 'Hot Lunch Kitchen',
        about: 'A free hot lunch every weekday; everyone is welcome and no questions are asked.',
      },
      {
        name: 'Diaper and Baby Food Pantry',
        about: 'Diapers, wipes, formula and baby food for families with infants and toddlers.',
        also: 'Child Care',
      },
      {
        name: 'Neighborhood Food Bank',
        about: 'Groceries and household staples for anyone who needs them, with evening hours for working families.',
      },
      {
        name: 'Evening Soup Kitchen',
        about: 'A free dinner served each evening, with take-away bags when supplies allow.',
      },
      {
        name: 'Food Pantry on Wheels',
        about:
          'Groceries delivered to the homes of people who cannot get to a pantry because of age, illness or disability.',
      },
      {
        name: 'Harvest Share Pantry',
        about: 'A client-choice pantry: pick the groceries your household will use, including fresh produce in season.',
      },
      {
        name: 'SNAP Application Help',
        about:
          'Help applying for SNAP food benefits: checking eligibility, filling in the forms and gathering documents.',
        also: 'Financial Help',
      },
    ],
    organizations: ['Front Range Food Alliance', 'Plains Harvest Network', 'Neighbors Feeding Neighbors'],
  },
  {
    category: 'Housing',
    services: [
      {
        name: 'Emergency Shelter Beds',
        about: 'Overnight shelter with a bed, a shower and a meal for adults with nowhere safe to sleep tonight.',
      },
      {
        name: 'Rental Assistance Program',
        about: 'One-time help paying rent for households that have fallen behind after a job loss or emergency.',
        also: 'Financial Help',
      },
      {
        name: 'Eviction Prevention Fund',
        about: 'Help for tenants facing an eviction notice: back rent, landlord negotiation and a path to court help.',
        also: 'Legal',
      },
      {
        name: 'Family Housing Navigation',
        about: 'A housing navigator helps families find an apartment, fill in applications and move in.',
      },
      {
        name: 'Transitional Housing',
        about: 'Up to two years of affordable housing with case management for people leaving homelessness.',
      },
      {
        name: 'First-Time Renter Workshop',
        about: 'A class on finding a rental, reading a lease, building rental history and knowing your rights.',
        also: 'Education',
      },
      {
        name: 'Home Repair for Seniors',
        about: 'Free minor repairs and safety fixes, such as railings and grab bars, for homeowners 60 and older.',
      },
      {
        name: 'Youth Shelter Drop-In',
        about: 'A safe place for young people 15-24 to rest, eat, shower and talk with a case worker.',
      },
      {
        name: 'Housing Voucher Help Desk',
        about:
          'Answers about housing choice vouchers: applying, waitlists, inspections and finding a landlord who takes them.',
      },
      {
        name: 'Veterans Housing Outreach',
        about: 'Outreach workers help veterans who are homeless or at risk find housing and VA benefits.',
      },
      {
        name: 'Winter Warming Center',
        about: 'A warm place to stay overnight on the coldest nights, with cots, blankets and hot drinks.',
      },
      {
        name: 'Security Deposit Help',
        about: "Help paying a security deposit and first month's rent to move into a new home.",
        also: 'Financial Help',
      },
      {
        name: 'Landlord Mediation',
        about: 'A neutral mediator helps tenants and landlords settle disputes about repairs, rent or deposits.',
        also: 'Legal',
      },
    ],
    organizations: ['Keystone Housing Partners', 'Open Door Shelter Alliance', 'Home Base Colorado'],
  },
  {
    category: 'Health',
    services: [
      {
        name: 'Sliding Fee Clinic',
        about: 'Primary care for adults and children with or without insurance; fees are based on income.',
      },
      {
        name: 'Free Dental Day',
        about: 'Free cleanings, fillings and extractions from volunteer dentists, first come, first served.',
      },
      {
        name: 'Community Health Screening',
        about: 'Free checks of blood pressure, blood sugar and cholesterol, with advice on what the numbers mean.',
      },
      {
        name: 'Prenatal Care Program',
        about: 'Check-ups, tests and classes for pregnant women, with help enrolling in coverage.',
      },
      {
        name: 'Vision Check and Glasses',
        about: 'Eye exams and free or low-cost glasses for adults and children with limited income.',
      },
      {
        name: 'Walk-In Immunizations',
        about: 'Vaccines for children and adults, walk in without an appointment; most shots are free.',
      },
      {
        name: 'Medicaid Enrollment Help',
        about: 'Trained helpers check whether you qualify for Health First Colorado (Medicaid) and help you apply.',
        also: 'Financial Help',
      },
      {
        name: 'Diabetes Education Class',
        about: 'A six-week class on managing diabetes: food, activity, medicines and checking blood sugar.',
        also: 'Education',
      },
      {
        name: 'Mobile Health Van',
        about: 'A clinic on wheels offering check-ups, screenings and vaccines at neighborhood stops.',
      },
      {
        name: 'Prescription Assistance',
        about: 'Help getting medicines at low or no cost through discount and drug company programs.',
        also: 'Financial Help',
      },
      { name: 'Hearing Screening', about: 'Free hearing tests, with referrals for hearing aids at reduced cost.' },
      {
        name: 'School-Based Health Center',
        about: 'A clinic inside a school where students can see a nurse, a doctor or a counselor.',
      },
      {
        name: 'Health Insurance Navigators',
        about: 'Unbiased help comparing health plans and enrolling during open enrollment or after a life change.',
      },
    ],
    organizations: ['Mountain View Community Health', 'Clear Creek Care Collective', 'Peakside Health Partners'],
  },
  {
    category: 'Legal',
    services: [
      {
        name: 'Tenant Rights Clinic',
        about: 'Free advice for renters about repairs, deposits, rent increases and eviction notices.',
        also: 'Housing',
      },
      {
        name: 'Free Legal Advice Night',
        about: 'Meet a volunteer lawyer for a short consultation on any civil legal question.',
      },
      {
        name: 'Immigration Legal Help',
        about: 'Low-cost help with green cards, citizenship, DACA renewals and other immigration forms.',
      },
      {
        name: 'Expungement Clinic',
        about: 'Help sealing old criminal records so they no longer stand in the way of jobs and housing.',
        also: 'Employment',
      },
      {
        name: 'Family Law Self-Help',
        about: 'Help with the forms for divorce, custody, parenting time and child support.',
      },
      {
        name: 'Debt and Credit Counseling',
        about: 'Advice on debt collection, wage garnishment and credit report errors.',
        also: 'Financial Help',
      },
      {
        name: 'Benefits Appeal Help',
        about: 'Help appealing a denial or cut of SNAP, Medicaid, unemployment or disability benefits.',
      },
      {
        name: 'Veterans Legal Clinic',
        about: 'Free legal help for veterans with benefits claims, discharge upgrades and housing problems.',
      },
      {
        name: 'Wage Theft Help Line',
        about: 'Help for workers who were not paid what they earned: recovering unpaid wages and overtime.',
        also: 'Employment',
      },
      {
        name: 'Senior Legal Services',
        about: 'Free help for people 60 and older with wills, powers of attorney, benefits and scams.',
      },
      {
        name: 'Protection Order Assistance',
        about: 'Advocates help survivors of abuse ask the court for a protection order and plan for safety.',
      },
      {
        name: 'Small Claims Coaching',
        about: 'Coaching on filing or answering a small claims case and what to bring to court.',
      },
      {
        name: 'Name and ID Document Help',
        about: 'Help getting a birth certificate, state ID or name change, with fee waivers when eligible.',
      },
    ],
    organizations: ['Justice For All Legal Aid', 'Front Range Law Collaborative', 'Civic Rights Project'],
  },
  {
    category: 'Transportation',
    services: [
      {
        name: 'Reduced Fare Bus Pass',
        about: 'Discounted monthly transit passes for riders with low income, seniors and people with disabilities.',
      },
      {
        name: 'Medical Ride Program',
        about: 'Free rides to medical and dental appointments for people without a car.',
        also: 'Health',
      },
      {
        name: 'Bike Repair Co-op',
        about: 'Volunteer mechanics teach you to fix your own bike, with tools, stands and used parts to share.',
      },
      {
        name: 'Senior Ride Share',
        about: 'Volunteer drivers take people 60 and older to errands, appointments and visits.',
      },
      {
        name: 'Job Interview Rides',
        about: 'Free rides to job interviews and the first weeks of a new job until paychecks start.',
        also: 'Employment',
      },
      {
        name: 'Car Repair Assistance',
        about: 'Help paying for car repairs that keep you getting to work, through partner garages.',
        also: 'Financial Help',
      },
      {
        name: 'Transit Travel Training',
        about: 'One-on-one coaching on riding the bus and light rail: routes, fares, transfers and apps.',
      },
      {
        name: 'Rural Ride Connector',
        about: 'Scheduled van trips from outlying towns into the city for shopping, appointments and services.',
      },
      {
        name: 'Gas Card Assistance',
        about: 'Gas cards for getting to work, training or medical care during a short-term money crunch.',
        also: 'Financial Help',
      },
      {
        name: 'Accessible Van Service',
        about: 'Door-to-door rides in wheelchair-accessible vans for people who cannot use regular buses.',
      },
      {
        name: 'Driver License Reinstatement Help',
        about: 'Help understanding why a license was suspended and the steps and fees to get it back.',
        also: 'Legal',
      },
      {
        name: 'Commuter Vanpool',
        about: 'Shared vans for commuters who work similar shifts, with a lower monthly cost than driving alone.',
      },
      {
        name: 'Refurbished Bikes for Work',
        about: 'Free refurbished bikes, with a lock, lights and a helmet, for people who need a way to get to work.',
        also: 'Employment',
      },
    ],
    organizations: ['Move Together Transit Aid', 'Wheels to Work Colorado', 'Ride Connect Partners'],
  },
  {
    category: 'Child Care',
    services: [
      {
        name: 'Child Care Subsidy Help',
        about:
          'Help applying for the Colorado Child Care Assistance Program so care costs less while you work or train.',
        also: 'Financial Help',
      },
      {
        name: 'Early Learning Center',
        about: 'Full-day preschool and child care for ages 6 weeks to 5 years, with sliding-scale tuition.',
      },
      {
        name: 'After-School Program',
        about: 'Homework help, snacks and activities for school-age children until parents finish work.',
      },
      {
        name: 'Head Start Enrollment',
        about: 'Free preschool, meals and health screenings for children 3-5 from families with low income.',
      },
      {
        name: 'Drop-In Child Care',
        about: 'Short-notice care by the hour while parents attend appointments, interviews or classes.',
      },
      {
        name: 'Summer Day Camp Scholarships',
        about: 'Scholarships for summer day camp so children have care and activities when school is out.',
      },
      {
        name: 'Parenting Class',
        about: 'Weekly classes on child development, positive discipline and managing stress as a parent.',
        also: 'Education',
      },
      {
        name: 'Infant Care Program',
        about: 'Licensed care for babies 6 weeks to 18 months, with help paying for families who qualify.',
      },
      {
        name: 'Family Resource Center',
        about: 'One stop for families: parenting support, play groups, referrals and help with basic needs.',
      },
      {
        name: 'Child Care Provider Finder',
        about: 'Help finding licensed child care that fits your schedule, budget and neighborhood.',
      },
      {
        name: 'Teen Parent Support',
        about: 'Support for young parents to finish school: mentoring, parenting help and child care while in class.',
      },
      {
        name: 'Play and Learn Group',
        about: 'Free play groups where toddlers play and learn while caregivers meet other families.',
      },
      {
        name: 'Evening Care for Shift Workers',
        about: 'Licensed child care into the evening for parents who work late or overnight shifts.',
        also: 'Employment',
      },
    ],
    organizations: ['Bright Start Family Services', 'Little Steps Learning Network', 'Family Roots Collaborative'],
  },
  {
    category: 'Employment',
    services: [
      {
        name: 'Job Search Lab',
        about: 'Computers, printers and staff to help with online applications and job search sites.',
      },
      {
        name: 'Resume Workshop',
        about: 'A workshop on writing a resume and cover letter, with one-on-one review of your own.',
      },
      {
        name: 'Interview Clothing Closet',
        about: 'Free professional clothing and shoes for job interviews and the first days at work.',
        also: 'Clothing and Household',
      },
      {
        name: 'Apprenticeship Readiness',
        about: 'A short course that prepares adults to apply for paid apprenticeships in the building trades.',
        also: 'Education',
      },
      { name: 'Youth Job Corps', about: 'Paid work experience and job coaching for young people 16-24.' },
      {
        name: 'Second Chance Hiring Help',
        about: 'Job search help for people with a criminal record, with employers who hire fairly.',
      },
      {
        name: 'Computer Skills Class',
        about: 'Classes on email, word processing and spreadsheets for the workplace.',
        also: 'Education',
      },
      {
        name: 'Career Coaching',
        about: 'Meet a career coach to choose a career goal, plan training and prepare for interviews.',
      },
      {
        name: 'Warehouse Certification Prep',
        about: 'Training for forklift certification and warehouse safety, leading to entry-level warehouse jobs.',
        also: 'Education',
      },
      {
        name: 'Hiring Event Calendar',
        about: 'A calendar of job fairs and employer hiring days, with help preparing for them.',
      },
      {
        name: 'Work Boots and Tools Fund',
        about: 'Help paying for the boots, tools and gear a new job requires.',
        also: 'Financial Help',
      },
      {
        name: 'Veterans Employment Help',
        about: 'Job search help for veterans, including translating military experience for employers.',
      },
      {
        name: 'Disability Employment Services',
        about: 'Job coaching, accommodations advice and placement help for job seekers with disabilities.',
      },
    ],
    organizations: ['Pathways to Work Alliance', 'Summit Career Network', 'Next Step Employment Services'],
  },
  {
    category: 'Utilities',
    services: [
      {
        name: 'Energy Bill Assistance',
        about: 'Help paying winter heating bills for households with limited income (LEAP applications).',
        also: 'Financial Help',
      },
      { name: 'Water Bill Help', about: 'One-time help with overdue water and sewer bills to keep service on.' },
      {
        name: 'Weatherization Program',
        about: 'Free insulation, weather stripping and furnace checks that make homes warmer and cheaper to heat.',
        also: 'Housing',
      },
      {
        name: 'Furnace Repair Fund',
        about: 'Emergency repair or replacement of unsafe or broken furnaces for homeowners with low income.',
        also: 'Housing',
      },
      {
        name: 'Phone and Internet Discount Help',
        about: 'Help signing up for discounted phone and home internet service.',
      },
      {
        name: 'Utility Shutoff Prevention',
        about: 'Help for households with a shutoff notice: payment plans, crisis funds and talking with the utility.',
      },
      {
        name: 'Home Energy Audit',
        about: 'A free visit that finds where your home loses energy and how to cut your bills.',
      },
      {
        name: 'Cooling Assistance',
        about: 'Fans, air conditioner repairs and help with summer electric bills for people at risk in the heat.',
        also: 'Health',
      },
      {
        name: 'Low-Income Solar Program',
        about: 'Community solar subscriptions that lower electric bills for households with limited income.',
      },
      {
        name: 'Budget Billing Counseling',
        about: 'Help setting up budget billing and payment plans so utility bills are the same each month.',
        also: 'Financial Help',
      },
      { name: 'Emergency Heat Help', about: 'Same-week help when the heat is off or fuel has run out in winter.' },
      {
        name: 'Appliance Replacement Program',
        about: 'Free replacement of old, energy-wasting refrigerators and water heaters.',
      },
      {
        name: 'Utility Deposit Help',
        about: 'Help paying the deposit to start gas, electric or water service in a new home.',
        also: 'Housing',
      },
    ],
    organizations: ['Warm Homes Energy Fund', 'Front Range Utility Aid', 'Bright Future Energy Help'],
  },
  {
    category: 'Mental Health',
    services: [
      {
        name: 'Walk-In Counseling',
        about: 'Talk with a licensed counselor the same day, without an appointment or insurance.',
      },
      {
        name: 'Crisis Support Line',
        about: 'Trained counselors answer calls and texts around the clock for anyone in emotional crisis.',
      },
      {
        name: 'Peer Support Group',
        about: 'Weekly groups led by people with lived experience of mental health challenges.',
      },
      { name: 'Grief Support Circle', about: 'A support group for people who have lost a loved one.' },
      {
        name: 'Youth Counseling',
        about: 'Counseling for children and teens, with family sessions and school coordination.',
        also: 'Child Care',
      },
      {
        name: 'Substance Use Recovery Meeting',
        about: 'Open recovery meetings for people working to stop or cut back drinking or drug use.',
        also: 'Health',
      },
      {
        name: 'Family Therapy Program',
        about: "Therapy for families working through conflict, change or a member's illness.",
      },
      {
        name: 'Veterans Peer Connect',
        about: 'Veterans trained as peer mentors help other veterans with stress, isolation and finding care.',
      },
      {
        name: 'Anxiety and Depression Group',
        about: 'A therapist-led group teaching skills to manage anxiety and depression.',
      },
      {
        name: 'Trauma Recovery Program',
        about: 'Counseling for survivors of violence and trauma, in English and Spanish.',
      },
      { name: 'Sliding Fee Therapy', about: 'Ongoing therapy with licensed counselors at fees based on income.' },
      {
        name: 'Recovery Coaching',
        about: 'A recovery coach helps you set goals, find treatment and stay on track after it.',
        also: 'Health',
      },
      {
        name: 'Wellness Drop-In Center',
        about: 'A calm place to drop in for coffee, activities, peer support and connection to services.',
      },
    ],
    organizations: ['Clear Skies Counseling Center', 'Hopeful Minds Collective', 'Steady Ground Wellness'],
  },
  {
    category: 'Education',
    services: [
      {
        name: 'Adult Basic Education',
        about: 'Free classes in reading, writing and math for adults who want to build basic skills.',
      },
      {
        name: 'GED Preparation',
        about: 'Free classes and practice tests to prepare for the GED exam, with help paying test fees.',
      },
      {
        name: 'English Language Classes',
        about: 'Free English classes for adults at every level, mornings and evenings.',
      },
      {
        name: 'Digital Literacy Class',
        about: 'Learn to use a computer, smartphone and the internet safely, from the first click.',
      },
      {
        name: 'College Application Help',
        about: 'Help choosing a college or training program and completing the applications.',
      },
      {
        name: 'Financial Aid Workshop',
        about: 'Step-by-step help filling in the FAFSA and finding grants and scholarships.',
        also: 'Financial Help',
      },
      {
        name: 'Tutoring Center',
        about: 'Free tutoring for students in grades K-12 in reading, math and science.',
        also: 'Child Care',
      },
      {
        name: 'Citizenship Class',
        about: 'Classes that prepare immigrants for the citizenship interview and civics test.',
      },
      { name: 'Library Homework Help', about: 'Volunteers help students with homework at the library after school.' },
      {
        name: 'Adult High School Diploma',
        about: 'Earn a high school diploma as an adult through flexible classes and credit recovery.',
      },
      {
        name: 'Math Refresher Course',
        about: 'A short course to brush up on math before college placement tests or job training.',
      },
      {
        name: 'Reading Buddies Program',
        about: 'Volunteers read one-on-one with young children to build reading skills.',
      },
      {
        name: 'Scholarship Search Help',
        about: 'Help finding and applying for scholarships for college and job training.',
      },
    ],
    organizations: ['Lifelong Learning Collaborative', 'Open Book Education Center', 'Front Range Literacy Project'],
  },
  {
    category: 'Clothing and Household',
    services: [
      { name: 'Free Clothing Closet', about: 'Free clothing for children and adults in all sizes; shop once a month.' },
      { name: 'Winter Coat Drive', about: 'Free winter coats, hats and gloves handed out each fall.' },
      {
        name: 'Furniture Bank',
        about: 'Free beds, tables and chairs for families moving out of homelessness or starting over.',
        also: 'Housing',
      },
      { name: 'School Uniform Help', about: 'Free or low-cost school uniforms and backpacks for students.' },
      {
        name: 'Household Goods Exchange',
        about: 'Pick up donated dishes, pots, lamps and linens for your home at no cost.',
      },
      {
        name: 'Baby Gear Closet',
        about: 'Free car seats, cribs, strollers and baby clothes for new parents.',
        also: 'Child Care',
      },
      {
        name: 'Hygiene Kit Pantry',
        about: 'Free soap, toothpaste, shampoo, menstrual products and other personal care items.',
      },
      {
        name: 'Bedding and Linens Program',
        about: 'Free sheets, blankets, pillows and towels for people setting up a home.',
      },
      {
        name: 'Work Uniform Fund',
        about: 'Help buying the uniforms and work clothes a new job requires.',
        also: 'Employment',
      },
      { name: 'Laundry Voucher Program', about: 'Vouchers to wash and dry clothes at partner laundromats.' },
      { name: 'Shoe Bank', about: 'New shoes for children and adults, including work and school shoes.' },
      {
        name: 'Move-In Kit Program',
        about: 'A kit of kitchen, cleaning and bath basics for people moving into a new home.',
        also: 'Housing',
      },
      {
        name: 'Holiday Gift Program',
        about: 'Holiday gifts and warm clothing for children in families with limited income.',
      },
    ],
    organizations: ['Second Chances Thrift Alliance', 'Helping Hands Household Bank', 'Community Closet Network'],
  },
  {
    category: 'Financial Help',
    services: [
      {
        name: 'Free Tax Preparation',
        about: 'IRS-certified volunteers prepare and file tax returns for free for households with moderate income.',
      },
      {
        name: 'Emergency Cash Assistance',
        about: 'One-time grants for an urgent bill, such as rent, utilities or a car repair.',
      },
      { name: 'Financial Coaching', about: 'One-on-one coaching on budgeting, saving, debt and credit.' },
      { name: 'Matched Savings Account', about: 'Save for a home, school or business and have your savings matched.' },
      {
        name: 'Credit Building Workshop',
        about: 'A workshop on reading your credit report and building or repairing credit.',
      },
      {
        name: 'Benefits Screening',
        about: 'A one-stop check of the public benefits your household may qualify for, with help applying.',
      },
      {
        name: 'Prescription Cost Help',
        about: 'Help finding savings programs that lower the cost of prescriptions.',
        also: 'Health',
      },
      {
        name: 'Funeral Cost Assistance',
        about: 'Help with burial and cremation costs for families who cannot pay them.',
      },
      {
        name: 'Banking Basics Class',
        about: 'Learn to open and use a bank account, avoid fees and use online banking.',
        also: 'Education',
      },
      {
        name: 'Small Business Microloans',
        about: 'Small loans and coaching for people starting or growing a small business.',
        also: 'Employment',
      },
      {
        name: 'Bill Negotiation Help',
        about: 'Help asking for payment plans and reduced balances on medical and other bills.',
      },
      {
        name: 'Childcare Tax Credit Help',
        about: 'Help claiming the child care and child tax credits your family is owed.',
      },
      {
        name: 'Budgeting Class',
        about: 'A class on making a monthly budget that works and planning for irregular costs.',
        also: 'Education',
      },
    ],
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
