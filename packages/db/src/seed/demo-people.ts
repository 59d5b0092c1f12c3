/** Invented people and real Colorado workforce-centre towns for the demo world. */
export const demoLocations = [
  { name: 'Denver Downtown Workforce Center', address: '1391 Speer Blvd', city: 'Denver', state: 'CO', zip: '80204' },
  { name: 'Aurora Workforce Center', address: '15400 E 14th Pl', city: 'Aurora', state: 'CO', zip: '80011' },
  {
    name: 'Colorado Springs Workforce Center',
    address: '1675 Garden of the Gods Rd',
    city: 'Colorado Springs',
    state: 'CO',
    zip: '80907',
  },
];

/**
 * The demo customers; some came from another system with its id (the search's External ID, which also finds the ids
 * on a customer's sources, e.g. James Carter's CC-884213 from the service-log demo).
 */
export const demoCustomers: {
  firstName: string;
  lastName: string;
  birthdate: string;
  phone: string;
  sourceSystemCustomerId?: string;
}[] = [
  { firstName: 'James', lastName: 'Carter', birthdate: '1979-11-02', phone: '720-555-0101' },
  {
    firstName: 'Aisha',
    lastName: 'Robinson',
    birthdate: '1995-02-19',
    phone: '720-555-0102',
    sourceSystemCustomerId: 'CC-300412',
  },
  {
    firstName: 'Luis',
    lastName: 'Hernandez',
    birthdate: '1985-07-08',
    phone: '303-555-0103',
    sourceSystemCustomerId: 'CC-517730',
  },
  { firstName: 'Emily', lastName: 'Walsh', birthdate: '2001-12-24', phone: '303-555-0104' },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    birthdate: '1992-03-30',
    phone: '719-555-0105',
    sourceSystemCustomerId: 'UI-55-18877',
  },
  { firstName: 'Grace', lastName: 'Okafor', birthdate: '1988-09-14', phone: '719-555-0106' },
  { firstName: 'Noah', lastName: 'Begay', birthdate: '1999-06-01', phone: '720-555-0107' },
  { firstName: 'Sofia', lastName: 'Rossi', birthdate: '1976-01-27', phone: '303-555-0108' },
  { firstName: 'Marcus', lastName: 'Johnson', birthdate: '1983-04-16', phone: '719-555-0109' },
  { firstName: 'Hannah', lastName: 'Schmidt', birthdate: '1997-10-05', phone: '720-555-0110' },
  { firstName: 'Tyrone', lastName: 'Williams', birthdate: '1990-08-22', phone: '303-555-0111' },
  { firstName: 'Mei', lastName: 'Zhang', birthdate: '1994-05-11', phone: '719-555-0112' },
  ...martinezFamily(),
];

/**
 * A large family spread over the three centres (every third at Denver), so a name search at one location has
 * more than one page of results; half spell the name with its accent.
 */
function martinezFamily() {
  const firstNames = [
    'Adriana',
    'Benito',
    'Camila',
    'Diego',
    'Elena',
    'Felipe',
    'Gabriela',
    'Hugo',
    'Isabel',
    'Javier',
    'Karina',
    'Leonardo',
    'Marisol',
    'Nicolás',
    'Olivia',
    'Pablo',
    'Quetzalli',
    'Rafael',
    'Salma',
    'Tomás',
    'Ursula',
    'Valeria',
    'Wilfredo',
    'Ximena',
    'Yolanda',
    'Zacarías',
    'Alma',
    'Bruno',
    'Celia',
    'Dario',
    'Esteban',
    'Fernanda',
    'Gerardo',
  ];
  return firstNames.map((firstName, index) => ({
    firstName,
    lastName: index % 2 === 0 ? 'Martínez' : 'Martinez',
    birthdate: `${1960 + index}-${String(1 + (index % 12)).padStart(2, '0')}-${String(10 + (index % 18)).padStart(2, '0')}`,
    phone: `720-555-02${String(index).padStart(2, '0')}`,
  }));
}
