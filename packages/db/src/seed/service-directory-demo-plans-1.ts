/** The demo directory's categories (service-directory-demo.ts), four to a file, in the order they are seeded. */

export interface DemoService {
  name: string;
  /** What the service does, in its own words (each service says what it is, not what its category is). */
  about: string;
  /** A second category where the service truly belongs to two, so a multi-category search has overlaps. */
  also?: string;
}

export interface CategoryPlan {
  category: string;
  /** Each service gets a place and an organisation in turn. */
  services: DemoService[];
  organizations: string[];
}

/** Food, Housing, Health, Legal. */
export const plans1: CategoryPlan[] = [
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
];
