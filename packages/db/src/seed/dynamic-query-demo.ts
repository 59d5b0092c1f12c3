import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { serviceLogPrograms, staffUsers, storedQueries, storedQueryShares } from '../schema/index.ts';

const customerFields = [
  { id: 'customer.id', name: 'Customer ID', type: 'int' },
  { id: 'customer.first_name', name: 'First Name', type: 'str' },
  { id: 'customer.last_name', name: 'Last Name', type: 'str' },
];

/**
 * Two stored queries for the demo case manager (the dynamic query tool's first screen), one shared with the admin:
 * an open WIOA Adult enrollment whose last service log is older than 90 days, and active customers by name.
 */
export async function seedDynamicQueryDemo(db: DbOrTx, caseManagerEmail: string, adminEmail: string) {
  const [casey] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, caseManagerEmail));
  const [alex] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, adminEmail));
  const [adult] = await db
    .select({ id: serviceLogPrograms.id })
    .from(serviceLogPrograms)
    .where(eq(serviceLogPrograms.name, 'WIOA Adult'));
  if (!casey || !alex) return;
  const ninetyDaysAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const [stale] = await db
    .insert(storedQueries)
    .values({
      ownerUserId: casey.id,
      name: 'Adult enrollments without a service in 90 days',
      queryRequest: {
        resource: 'customers',
        conditions: [
          { identifier: 'condition', type: 'and', field: 'customer.active', operator: 'is', value: true },
          {
            identifier: 'group',
            type: 'and',
            conditions: [
              { identifier: 'condition', type: 'and', field: 'enrollment.open', operator: 'is', value: true },
              ...(adult
                ? [
                    {
                      identifier: 'condition',
                      type: 'and',
                      field: 'enrollment.program',
                      operator: 'is',
                      value: adult.id,
                    },
                  ]
                : []),
              {
                identifier: 'condition',
                type: 'and',
                field: 'enrollment.last_service_log',
                operator: 'lessThan',
                value: ninetyDaysAgo,
              },
            ],
          },
        ],
        fields: [...customerFields, { id: 'enrollment.last_service_log', name: 'Last Service Log', type: 'date' }],
        sortFields: [{ field: 'customer.last_name', direction: 'asc' }],
      },
    })
    .returning({ id: storedQueries.id });
  await db.insert(storedQueries).values({
    ownerUserId: casey.id,
    name: 'Active customers named Lopez',
    queryRequest: {
      resource: 'customers',
      conditions: [
        { identifier: 'condition', type: 'and', field: 'customer.last_name', operator: 'is', value: 'Lopez' },
        { identifier: 'condition', type: 'and', field: 'customer.active', operator: 'is', value: true },
      ],
      fields: customerFields,
      sortFields: [],
    },
  });
  if (stale)
    await db.insert(storedQueryShares).values({ storedQueryId: stale.id, userId: alex.id, sharedByUserId: casey.id });
}
