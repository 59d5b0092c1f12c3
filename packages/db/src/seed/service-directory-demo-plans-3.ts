import type { CategoryPlan } from './service-directory-demo-plans-1.ts';

/** Mental Health, Education, Clothing and Household, Financial Help. */
export const plans3: CategoryPlan[] = [
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
