import type { SurveyStepRecord } from '../../reference/records.ts';
import { careerClusterSeed } from '../career-clusters.ts';

/**
 * The career-cluster interest survey, written by us. Reference data: seeded in every installation.
 *
 * Every cluster has exactly four activities, four personal qualities and four school subjects, so a
 * plain count of ticked options (contracts `scoringRule`) is fair between clusters. The options are
 * dealt into eight steps by kind: four activity steps with one option per cluster each, then two
 * steps of qualities and two of subjects with two per cluster each. Within a step the clusters are
 * shuffled by a fixed permutation, so neighbouring options rarely belong to the same cluster.
 */

type ClusterName = (typeof careerClusterSeed)[number]['name'];

interface ClusterItems {
  activities: [string, string, string, string];
  qualities: [string, string, string, string];
  subjects: [string, string, string, string];
}

export const surveyItems: Record<ClusterName, ClusterItems> = {
  'Agriculture, Food & Natural Resources': {
    activities: [
      'Grow vegetables, herbs or flowers',
      'Take care of farm animals or pets',
      'Spend a day fishing, hiking or camping',
      'Test soil or water samples to see if they are healthy',
    ],
    qualities: [
      'I love being outdoors',
      'I am patient with plants and animals',
      'I care about protecting nature',
      'I do not mind physical work that changes with the seasons',
    ],
    subjects: ['Agriscience', 'Environmental science', 'Plant science', 'Animal science'],
  },
  'Architecture & Construction': {
    activities: [
      'Build or repair things around the house',
      'Sketch a floor plan for a room or a house',
      'Wire a light switch or fix a leaky tap',
      'Work out how a building or a bridge holds itself up',
    ],
    qualities: [
      'I am good with my hands',
      'I can picture how parts fit together in 3D',
      'I think about safety before I start a job',
      'I like building things that last',
    ],
    subjects: ['Building trades or woodworking', 'Technical drawing and drafting', 'Geometry', 'Electrical basics'],
  },
  'Arts, Audio/Video Technology & Communications': {
    activities: [
      'Draw, paint or design graphics',
      'Act, sing or play an instrument',
      'Shoot and edit photos or videos',
      'Write stories, poems or blog posts',
    ],
    qualities: [
      'I am creative and imaginative',
      'I express myself through words, images or sound',
      'I have a good eye for how things look',
      'I am happy to share my work with an audience',
    ],
    subjects: ['Art and design', 'Music or drama', 'Photography or film', 'Creative writing or journalism'],
  },
  'Business Management & Administration': {
    activities: [
      'Organise an event or a group project',
      'Keep records and files in good order',
      'Draw up a schedule for a group of people',
      'Find a way to make a routine job run more smoothly',
    ],
    qualities: [
      'I am well organised',
      'I like to plan ahead',
      'I am comfortable making decisions',
      'I am good at keeping a team on track',
    ],
    subjects: ['Business management', 'Economics', 'Office software such as spreadsheets', 'Entrepreneurship'],
  },
  'Education & Training': {
    activities: [
      'Help a friend understand their homework',
      'Coach a sports team or lead a youth group',
      'Show someone how to do something step by step',
      'Plan games or lessons for children',
    ],
    qualities: [
      'I am patient when I explain things',
      'I like encouraging other people',
      'I enjoy being around children and young people',
      'I love learning new things',
    ],
    subjects: ['Child development', 'Introduction to teaching', 'Reading and literature', 'English composition'],
  },
  Finance: {
    activities: [
      'Keep a budget and track where money goes',
      'Compare prices, interest rates or insurance plans',
      'Follow the stock market or read about investing',
      'Check a column of numbers to find a mistake',
    ],
    qualities: [
      'I am good with numbers',
      'I am precise and accurate',
      'People trust me with money and private information',
      'I am careful about taking risks',
    ],
    subjects: ['Accounting', 'Personal finance', 'Business math', 'Banking and investing'],
  },
  'Government & Public Administration': {
    activities: [
      'Go to a town meeting or follow local politics',
      'Work on a campaign, a petition or a ballot drive',
      'Read about how laws and taxes affect people',
      'Help plan improvements for a neighbourhood',
    ],
    qualities: [
      'I am fair-minded',
      'I care about my community',
      'I keep up with politics and current events',
      'I am comfortable following official procedures',
    ],
    subjects: ['Civics and government', 'History', 'Political science', 'Current events and public policy'],
  },
  'Health Science': {
    activities: [
      'Take care of someone who is sick or hurt',
      'Learn first aid or CPR',
      'Read about medicine, illness or the human body',
      'Help someone stick to an exercise or recovery plan',
    ],
    qualities: [
      'I am caring toward people who are unwell',
      'I stay steady under pressure',
      'I am curious about how the body works',
      'I am not squeamish',
    ],
    subjects: ['Anatomy and physiology', 'Health education', 'Medical terminology', 'Nursing or health careers'],
  },
  'Hospitality & Tourism': {
    activities: [
      'Cook for friends or try out new recipes',
      'Plan a trip and find the best things to see',
      'Welcome guests and make them feel at home',
      'Help run a party, a festival or a wedding',
    ],
    qualities: [
      'I am friendly and welcoming',
      'I enjoy meeting people from other places',
      'I keep my energy up on a busy shift',
      'I do not mind working evenings and weekends',
    ],
    subjects: ['Culinary arts', 'World languages', 'Travel and tourism', 'World cultures'],
  },
  'Human Services': {
    activities: [
      'Listen to friends and help them work through problems',
      'Volunteer at a food bank or a shelter',
      'Look after children or older relatives',
      'Do hair, nails or make-up for other people',
    ],
    qualities: [
      'I am a good listener',
      'I am understanding and do not judge people',
      'I want to help people through hard times',
      'I like helping people look and feel their best',
    ],
    subjects: ['Psychology', 'Sociology', 'Family and consumer sciences', 'Cosmetology or personal care'],
  },
  'Information Technology': {
    activities: [
      'Set up a computer, a phone or a home network',
      'Write code or build a website or an app',
      'Try out new apps and gadgets to see how they work',
      'Fix a tech problem for a friend or a relative',
    ],
    qualities: [
      'I am curious about how technology works',
      'I stay patient while troubleshooting',
      'I think logically, one step at a time',
      'I pick up new software quickly',
    ],
    subjects: ['Computer programming', 'Computer networking', 'Web design', 'Cybersecurity'],
  },
  'Law, Public Safety, Corrections & Security': {
    activities: [
      'Follow a court case or a true-crime investigation',
      'Act quickly and calmly when someone needs help',
      'Stand up for what is fair in a disagreement',
      'Spot safety hazards and make sure rules are followed',
    ],
    qualities: [
      'I stay brave and level-headed in emergencies',
      'I have a strong sense of right and wrong',
      'I am physically fit and active',
      'I notice when something is out of place',
    ],
    subjects: ['Criminal justice', 'Law and mock trial', 'Forensic science', 'Physical education'],
  },
  Manufacturing: {
    activities: [
      'Take apart a machine or a gadget and put it back together',
      'Shape metal, wood or plastic with tools',
      'Follow a process exactly to make something',
      'Inspect finished work for flaws',
    ],
    qualities: [
      'I am mechanically minded',
      'I stay steady and consistent on repeated tasks',
      'I care that things are made right',
      'I enjoy working with machines and tools',
    ],
    subjects: ['Welding and metalwork', 'Machine tool technology', 'Electronics', 'Manufacturing technology'],
  },
  Marketing: {
    activities: [
      'Sell things, such as raffle tickets or at a yard sale',
      'Come up with slogans, ads or social media posts',
      'Figure out what customers want and why they buy',
      'Set up an eye-catching shop window or display',
    ],
    qualities: [
      'I am persuasive',
      'I am outgoing and talkative',
      'I am competitive',
      'I follow trends and what people are buying',
    ],
    subjects: ['Marketing', 'Advertising and promotion', 'Retail and merchandising', 'Speech and persuasive writing'],
  },
  'Science, Technology, Engineering & Mathematics': {
    activities: [
      'Do science experiments',
      'Solve math problems or logic puzzles',
      'Design and build a robot or a working model',
      'Read about space, inventions or new discoveries',
    ],
    qualities: [
      'I am curious about why things happen',
      'I enjoy hard problems with no easy answer',
      'I am analytical',
      'I like to test ideas against evidence',
    ],
    subjects: ['Physics', 'Chemistry', 'Advanced math such as calculus', 'Engineering design'],
  },
  'Transportation, Distribution & Logistics': {
    activities: [
      'Learn how cars, trucks, boats or planes work',
      'Plan the fastest route for a trip or a delivery',
      'Keep a storeroom or a warehouse in order',
      'Pack and load things so they travel safely',
    ],
    qualities: [
      'I have a good sense of direction',
      'I like being on the move',
      'I am dependable about schedules and deadlines',
      'I stay alert and focused for long stretches',
    ],
    subjects: ['Automotive technology', "Driver's education", 'Geography and maps', 'Aviation'],
  },
};

const activityStep = (part: number) => ({
  title: `Activities I would enjoy (${part} of 4)`,
  description:
    'Tick every activity you would enjoy, at work or in your free time. There are no right or wrong answers.',
});
const qualityStep = (part: number) => ({
  title: `What I am like (${part} of 2)`,
  description: 'Tick every statement that sounds like you.',
});
const subjectStep = (part: number) => ({
  title: `School subjects I like (${part} of 2)`,
  description: 'Tick every subject you enjoy or did well in, at school, college or on your own.',
});

const clusterCount = careerClusterSeed.length;

/**
 * Orders one step's options: option `slot` (0 or 1) of the cluster at `index`, in step `step`.
 * 5 and 11 are coprime with 16, so each slot visits every cluster once, and the two slots interleave.
 */
function shuffleKey(index: number, step: number, slot: number): number {
  return ((index * 5 + step * 3 + slot * 11) % clusterCount) * 2 + slot;
}

function buildStep(
  step: number,
  heading: { title: string; description: string },
  kind: SurveyStepRecord['options'][number]['kind'],
  pick: (items: ClusterItems) => string[],
): SurveyStepRecord {
  const keyed = careerClusterSeed.flatMap((cluster, index) =>
    pick(surveyItems[cluster.name]).map((description, slot) => ({
      key: shuffleKey(index, step, slot),
      option: { cluster: cluster.name, kind, description },
    })),
  );
  keyed.sort((a, b) => a.key - b.key);
  return { ...heading, options: keyed.map((entry) => entry.option) };
}

export const surveySteps: SurveyStepRecord[] = [
  ...[0, 1, 2, 3].map((part) =>
    buildStep(part, activityStep(part + 1), 'activity', (items) => [items.activities[part]!]),
  ),
  ...[0, 1].map((part) =>
    buildStep(4 + part, qualityStep(part + 1), 'quality', (items) => items.qualities.slice(part * 2, part * 2 + 2)),
  ),
  ...[0, 1].map((part) =>
    buildStep(6 + part, subjectStep(part + 1), 'subject', (items) => items.subjects.slice(part * 2, part * 2 + 2)),
  ),
];
