/**
 * The demo's employers (employers-demo.ts writes them): invented companies at real Front Range ZIP codes, each with
 * its places, contacts and the occupations it hires for.
 */

export type Office = 'denver' | 'aurora' | 'springs';

interface DemoPlace {
  label: string;
  address: string;
  city: string;
  county: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  contacts: { name: string; title: string; email: string; phone: string; primary?: boolean }[];
}

export interface DemoEmployer {
  companyName: string;
  fein: string;
  website: string;
  /** NAICS sector (contracts job-posts.ts industries), for the posts written over this employer. */
  industry: string;
  office: Office;
  /**
   * SOC code prefixes of the occupations it posts for. Each catalogue occupation is posted by the employer with the
   * longest matching prefix, so every occupation the demo knows has an employer (job-board-demo.ts).
   */
  hires: string[];
  h2a?: boolean;
  apprenticeships?: string[];
  workBasedLearning?: string[];
  places: DemoPlace[];
}

const denver = (zipcode: '80202' | '80204' | '80216') =>
  ({
    '80202': { city: 'Denver', county: 'Denver', zipcode, latitude: 39.7491, longitude: -104.9946 },
    '80204': { city: 'Denver', county: 'Denver', zipcode, latitude: 39.734, longitude: -105.0259 },
    '80216': { city: 'Denver', county: 'Denver', zipcode, latitude: 39.7835, longitude: -104.9669 },
  })[zipcode];
const aurora11 = { city: 'Aurora', county: 'Adams', zipcode: '80011', latitude: 39.7378, longitude: -104.8152 };
const aurora12 = { city: 'Aurora', county: 'Arapahoe', zipcode: '80012', latitude: 39.6987, longitude: -104.8377 };
const springs03 = {
  city: 'Colorado Springs',
  county: 'El Paso',
  zipcode: '80903',
  latitude: 38.8388,
  longitude: -104.8145,
};
const springs07 = {
  city: 'Colorado Springs',
  county: 'El Paso',
  zipcode: '80907',
  latitude: 38.876,
  longitude: -104.817,
};
const golden = { city: 'Golden', county: 'Jefferson', zipcode: '80401', latitude: 39.7305, longitude: -105.1915 };
const englewood = { city: 'Englewood', county: 'Arapahoe', zipcode: '80110', latitude: 39.6463, longitude: -105.0092 };
const fortCollins = {
  city: 'Fort Collins',
  county: 'Larimer',
  zipcode: '80521',
  latitude: 40.5813,
  longitude: -105.1039,
};

export const demoEmployers: DemoEmployer[] = [
  {
    companyName: 'Mile High Regional Health',
    fein: '840000101',
    website: 'https://milehighhealth.example',
    industry: '62',
    office: 'denver',
    hires: ['29-', '31-1121', '31-1131', '31-2', '31-9091', '31-9092', '31-9097', '11-9111', '21-1022', '43-6013', '43-3011'],
    apprenticeships: ['Medical Assistant'],
    places: [
      { label: 'Main Campus', address: '1200 W Colfax Ave', ...denver('80204'), phone: '(303) 555-0120',
        contacts: [{ name: 'Dana Whitfield', title: 'Talent Acquisition Lead', email: 'dana.whitfield@milehighhealth.example', phone: '(303) 555-0121', primary: true }] },
      { label: 'Northside Clinic', address: '4800 Washington St', ...denver('80216'), phone: '(303) 555-0122',
        contacts: [{ name: 'Omar Haddad', title: 'Clinic Manager', email: 'omar.haddad@milehighhealth.example', phone: '(303) 555-0123' }] },
    ],
  },
  {
    companyName: 'Front Range Freight & Logistics',
    fein: '840000102',
    website: 'https://frontrangefreight.example',
    industry: '48-49',
    office: 'denver',
    hires: ['53-', '11-3071', '13-1081', '49-3011', '49-3031'],
    places: [
      { label: 'Distribution Center', address: '5600 Brighton Blvd', ...denver('80216'), phone: '(303) 555-0130',
        contacts: [{ name: 'Keisha Monroe', title: 'HR Generalist', email: 'keisha.monroe@frontrangefreight.example', phone: '(303) 555-0131', primary: true }] },
      { label: 'Aurora Cross-Dock', address: '17000 E 32nd Ave', ...aurora11, phone: '(720) 555-0132', contacts: [] },
    ],
  },
  {
    companyName: 'Cherry Creek Builders Collective',
    fein: '840000103',
    website: 'https://cherrycreekbuilders.example',
    industry: '23',
    office: 'denver',
    hires: ['47-', '11-9021', '17-1011', '17-2051', '17-3011', '17-3022', '49-9021', '49-9051', '37-3'],
    apprenticeships: ['Carpentry', 'Electrical'],
    places: [
      { label: 'Head Office', address: '1600 Wynkoop St', ...denver('80202'), phone: '(303) 555-0140',
        contacts: [{ name: 'Rafael Ortega', title: 'Field Operations Manager', email: 'rafael.ortega@cherrycreekbuilders.example', phone: '(303) 555-0141', primary: true }] },
      { label: 'Golden Yard', address: '700 Ford St', ...golden, phone: '(303) 555-0142', contacts: [] },
    ],
  },
  {
    companyName: 'Summit Ridge Software Cooperative',
    fein: '840000104',
    website: 'https://summitridge.example',
    industry: '54',
    office: 'denver',
    hires: ['15-', '11-3021', '13-1082', '13-1111', '13-1161', '27-1021', '17-2071', '17-3012', '17-3023'],
    workBasedLearning: ['Internships'],
    places: [
      { label: 'LoDo Studio', address: '1800 Blake St', ...denver('80202'), phone: '(303) 555-0150',
        contacts: [{ name: 'Priya Raman', title: 'People Operations', email: 'priya.raman@summitridge.example', phone: '(303) 555-0151', primary: true }] },
    ],
  },
  {
    companyName: 'Englewood Auto Care Partners',
    fein: '840000105',
    website: 'https://englewoodautocare.example',
    industry: '81',
    office: 'denver',
    hires: ['49-3'],
    places: [
      { label: 'Service Center', address: '3400 S Broadway', ...englewood, phone: '(303) 555-0160',
        contacts: [{ name: 'Tom Becker', title: 'Owner', email: 'tom.becker@englewoodautocare.example', phone: '(303) 555-0161', primary: true }] },
    ],
  },
  {
    companyName: 'Aurora Community Credit Union',
    fein: '840000106',
    website: 'https://auroracommunitycu.example',
    industry: '52',
    office: 'aurora',
    hires: ['13-2', '43-', '41-3021', '11-3031', '13-1031'],
    places: [
      { label: 'Member Center', address: '14200 E Alameda Ave', ...aurora12, phone: '(720) 555-0170',
        contacts: [{ name: 'Linh Tran', title: 'Branch Operations Manager', email: 'linh.tran@auroracommunitycu.example', phone: '(720) 555-0171', primary: true }] },
    ],
  },
  {
    companyName: 'Plains Harvest Agricultural Supply',
    fein: '840000107',
    website: 'https://plainsharvest.example',
    industry: '11',
    office: 'aurora',
    hires: ['45-', '11-9013', '19-1', '37-2021', '39-2021', '19-4042', '17-2081', '19-2041'],
    h2a: true,
    places: [
      { label: 'Fort Collins Depot', address: '2100 N College Ave', ...fortCollins, phone: '(970) 555-0180',
        contacts: [{ name: 'Ben Yazzie', title: 'Seasonal Hiring Coordinator', email: 'ben.yazzie@plainsharvest.example', phone: '(970) 555-0181', primary: true }] },
    ],
  },
  {
    companyName: 'Pikes Peak Precision Manufacturing',
    fein: '840000108',
    website: 'https://pikespeakprecision.example',
    industry: '31-33',
    office: 'springs',
    hires: ['51-', '17-2', '17-3', '49-9', '19-2031', '11-9041', '11-1021'],
    apprenticeships: ['Machinist'],
    places: [
      { label: 'Plant 1', address: '1500 Garden of the Gods Rd', ...springs07, phone: '(719) 555-0190',
        contacts: [{ name: 'Carla Jensen', title: 'Plant HR Manager', email: 'carla.jensen@pikespeakprecision.example', phone: '(719) 555-0191', primary: true }] },
    ],
  },
  {
    companyName: 'Front Range Community Schools',
    fein: '840000110',
    website: 'https://frontrangeschools.example',
    industry: '61',
    office: 'denver',
    hires: ['25-', '11-9032', '21-1012', '27-3091', '39-9011'],
    workBasedLearning: ['Student Teaching'],
    places: [
      { label: 'District Office', address: '900 Grant St', ...denver('80204'), phone: '(720) 555-0110',
        contacts: [{ name: 'Helen Okafor', title: 'Director of Talent', email: 'helen.okafor@frontrangeschools.example', phone: '(720) 555-0111', primary: true }] },
      { label: 'Northside Campus', address: '4400 Josephine St', ...denver('80216'), phone: '(720) 555-0112', contacts: [] },
    ],
  },
  {
    companyName: 'Highline Regional Services Authority',
    fein: '840000111',
    website: 'https://highlineregional.example',
    industry: '92',
    office: 'aurora',
    hires: ['33-', '13-1041', '13-2023', '13-2061', '13-2081', '19-3051', '43-4031', '43-4061', '43-5031', '47-4011', '11-9161', '19-5', '21-1092', '51-8031', '29-2042', '19-4092', '15-2041'],
    places: [
      { label: 'Civic Center', address: '15100 E Alameda Pkwy', ...aurora12, phone: '(720) 555-0114',
        contacts: [{ name: 'Gregory Lund', title: 'Human Resources Administrator', email: 'gregory.lund@highlineregional.example', phone: '(720) 555-0115', primary: true }] },
      { label: 'Public Safety Center', address: '16000 E 32nd Ave', ...aurora11, phone: '(720) 555-0116', contacts: [] },
    ],
  },
  {
    companyName: 'Larimer Square Legal & Advisory',
    fein: '840000112',
    website: 'https://larimerlegal.example',
    industry: '54',
    office: 'denver',
    hires: ['23-', '13-2011', '13-2082', '11-3121', '13-1071', '15-2051'],
    places: [
      { label: 'Downtown Office', address: '1430 Larimer St', ...denver('80202'), phone: '(303) 555-0124',
        contacts: [{ name: 'Naomi Feld', title: 'Office Administrator', email: 'naomi.feld@larimerlegal.example', phone: '(303) 555-0125', primary: true }] },
    ],
  },
  {
    companyName: 'Cascade Outdoor Supply',
    fein: '840000113',
    website: 'https://cascadeoutdoor.example',
    industry: '44-45',
    office: 'springs',
    hires: ['41-', '11-2', '13-1022', '27-3031', '43-4171'],
    places: [
      { label: 'Flagship Store', address: '3100 N Nevada Ave', ...springs07, phone: '(719) 555-0184',
        contacts: [{ name: 'Devon Price', title: 'Store Manager', email: 'devon.price@cascadeoutdoor.example', phone: '(719) 555-0185', primary: true }] },
      { label: 'Englewood Store', address: '3900 S Broadway', ...englewood, phone: '(303) 555-0186', contacts: [] },
    ],
  },
  {
    companyName: 'Bright Path Family Services',
    fein: '840000114',
    website: 'https://brightpathfamily.example',
    industry: '62',
    office: 'aurora',
    hires: ['21-', '11-9151', '31-1122'],
    places: [
      { label: 'Family Center', address: '1500 Chambers Rd', ...aurora11, phone: '(720) 555-0144',
        contacts: [{ name: 'Rosa Delgado', title: 'Program Director', email: 'rosa.delgado@brightpathfamily.example', phone: '(720) 555-0145', primary: true }] },
    ],
  },
  {
    companyName: 'Rocky Mountain Media Works',
    fein: '840000115',
    website: 'https://rockymountainmedia.example',
    industry: '51',
    office: 'denver',
    hires: ['27-'],
    workBasedLearning: ['Internships'],
    places: [
      { label: 'Studio', address: '2500 Larimer St', ...denver('80216'), phone: '(303) 555-0154',
        contacts: [{ name: 'Jules Martin', title: 'Studio Manager', email: 'jules.martin@rockymountainmedia.example', phone: '(303) 555-0155', primary: true }] },
    ],
  },
  {
    companyName: 'Aspen Leaf Salon & Spa',
    fein: '840000116',
    website: 'https://aspenleafsalon.example',
    industry: '81',
    office: 'springs',
    hires: ['39-5', '31-9011'],
    places: [
      { label: 'Old Colorado City', address: '2400 W Colorado Ave', ...springs03, phone: '(719) 555-0174',
        contacts: [{ name: 'Tara Nguyen', title: 'Salon Owner', email: 'tara.nguyen@aspenleafsalon.example', phone: '(719) 555-0175', primary: true }] },
    ],
  },
  {
    companyName: 'Garden Gate Hospitality Group',
    fein: '840000109',
    website: 'https://gardengatehospitality.example',
    industry: '72',
    office: 'springs',
    hires: ['35-', '11-9051', '11-9081', '43-4081', '39-7011', '41-3041', '37-2012', '13-1121', '53-2031'],
    workBasedLearning: ['Pre-apprenticeship'],
    places: [
      { label: 'Downtown Hotel', address: '25 N Cascade Ave', ...springs03, phone: '(719) 555-0195',
        contacts: [{ name: 'Marisol Vega', title: 'Director of Human Resources', email: 'marisol.vega@gardengatehospitality.example', phone: '(719) 555-0196', primary: true }] },
    ],
  },
]; // prettier-ignore
