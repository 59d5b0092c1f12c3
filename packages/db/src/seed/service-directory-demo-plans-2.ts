import type { CategoryPlan } from './service-directory-demo-plans-1.ts';

/** Transportation, Child Care, Employment, Utilities. */
export const plans2: CategoryPlan[] = [
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
];
