import type { DbOrTx } from '../client.ts';
import { createCustomer, createStaffUser } from '../factories/index.ts';
import { documents } from '../schema/index.ts';

/**
 * The documents journey's own people at Aurora (e2e/customer-documents.spec.ts): a portal customer and a case
 * manager no other journey asserts on, so uploads and on-file records there move nobody else's figures.
 */
export const documentsDemoCustomer = {
  firstName: 'Nadia',
  lastName: 'Petrov',
  email: 'nadia.petrov@demo.example',
} as const;
export const documentsDemoCaseManagerEmail = 'jordan.avery@demo.example';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Paper documents kept on file at Aurora (no stored file: the seed has no object storage to write to). */
export async function seedDocumentsDemo(db: DbOrTx, password: string, aurora: number): Promise<void> {
  const jordan = await createStaffUser(db, {
    email: documentsDemoCaseManagerEmail,
    password,
    firstName: 'Jordan',
    lastName: 'Avery',
    role: 'case_manager',
    locationIds: [aurora],
  });
  const nadia = await createCustomer(db, {
    firstName: documentsDemoCustomer.firstName,
    lastName: documentsDemoCustomer.lastName,
    portalEmail: documentsDemoCustomer.email,
    password,
    birthdate: '1993-02-11',
    phone: '303-555-0181',
    primaryLocationId: aurora,
    source: 'Walk-in',
  });
  const onFile = [
    { category: 'Identification', days: 40 },
    { category: 'Selective Service Registration', days: 12 },
  ];
  for (const [index, { category, days }] of onFile.entries()) {
    await db.insert(documents).values({
      name: category,
      originalFilename: `${category} (on file)`,
      path: `on-file/demo-nadia-${index + 1}`,
      size: 0,
      mime: '',
      customerId: nadia.id,
      creatorGuard: 'staff',
      creatorUserId: jordan.id,
      documentCategory: category,
      isOnFile: true,
      locationId: aurora,
      createdAt: daysAgo(days),
      updatedAt: daysAgo(days),
    });
  }
}
