/**
 * The 16 National Career Clusters with stable ids 1-16. Names match O*NET OnLine's crosswalk
 * exactly (the importer maps its rows by name); descriptions are ours.
 */
export const careerClusterSeed = [
  {
    id: 1,
    name: 'Agriculture, Food & Natural Resources',
    description:
      'Growing, processing and selling food and fibre, caring for animals, and looking after land, water, forests and energy resources.',
  },
  {
    id: 2,
    name: 'Architecture & Construction',
    description:
      'Designing, building, repairing and maintaining homes, offices, roads, bridges and the systems inside them.',
  },
  {
    id: 3,
    name: 'Arts, Audio/Video Technology & Communications',
    description:
      'Creating and sharing ideas through design, performance, writing, film, broadcasting and the technology behind them.',
  },
  {
    id: 4,
    name: 'Business Management & Administration',
    description: 'Planning, organising and running the day-to-day work of companies and organisations of every size.',
  },
  {
    id: 5,
    name: 'Education & Training',
    description:
      'Teaching children and adults, supporting learners, and running schools, libraries and training programs.',
  },
  {
    id: 6,
    name: 'Finance',
    description:
      'Managing money for people and organisations: banking, insurance, investing, accounting and financial planning.',
  },
  {
    id: 7,
    name: 'Government & Public Administration',
    description:
      'Carrying out the work of local, state and federal government, from regulation and revenue to planning.',
  },
  {
    id: 8,
    name: 'Health Science',
    description:
      'Caring for patients, diagnosing and treating illness, supporting health services and researching medicine.',
  },
  {
    id: 9,
    name: 'Hospitality & Tourism',
    description:
      'Running restaurants, hotels, attractions, events and travel services that welcome guests and visitors.',
  },
  {
    id: 10,
    name: 'Human Services',
    description: 'Helping individuals and families with counselling, care, community support and personal services.',
  },
  {
    id: 11,
    name: 'Information Technology',
    description: 'Building, securing and supporting software, networks, data and the computer systems people rely on.',
  },
  {
    id: 12,
    name: 'Law, Public Safety, Corrections & Security',
    description:
      'Keeping communities safe and fair through law, emergency response, policing, corrections and security.',
  },
  {
    id: 13,
    name: 'Manufacturing',
    description:
      'Turning materials into products: production, machine operation, quality control, maintenance and repair.',
  },
  {
    id: 14,
    name: 'Marketing',
    description: 'Understanding customers and reaching them through sales, advertising, market research and retail.',
  },
  {
    id: 15,
    name: 'Science, Technology, Engineering & Mathematics',
    description:
      'Investigating how the world works and applying science, engineering and mathematics to solve problems.',
  },
  {
    id: 16,
    name: 'Transportation, Distribution & Logistics',
    description:
      'Moving people and goods by road, rail, air and water, and planning the warehouses and routes between them.',
  },
] as const;
