import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { caseNotes, staffUsers } from '../schema/index.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * Case notes on the demo customer (issue #26): a pinned plan, everyday notes by her case manager (one older than the
 * edit window, so it shows as no longer editable) and a confidential note by the admin that the case manager does
 * not see.
 */
export async function seedCaseNotesDemo(
  tx: DbOrTx,
  customer: { id: number },
  caseManagerEmail: string,
  adminEmail: string,
) {
  const staffId = async (email: string) => {
    const [row] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
    return row!.id;
  };
  const casey = await staffId(caseManagerEmail);
  const alex = await staffId(adminEmail);
  const daysAgo = (days: number) => new Date(Date.now() - days * day);
  const notes: Omit<typeof caseNotes.$inferInsert, 'customerId'>[] = [
    {
      authorId: casey,
      category: 'employment',
      pinned: true,
      createdAt: daysAgo(20),
      body:
        '<p><strong>Plan:</strong> Maria wants to move from medical assistant to LPN.</p>' +
        '<ul><li>Apply to the Emily Griffith LPN cohort</li><li>Keep clinic shifts while studying</li></ul>',
    },
    {
      authorId: casey,
      category: 'training',
      createdAt: daysAgo(12),
      body: '<p>Went over the LPN prerequisites; she still needs the anatomy course.</p>',
    },
    {
      authorId: casey,
      category: 'follow_up',
      createdAt: daysAgo(1),
      body: '<p>Called about the information session on Thursday. She will bring her transcripts.</p>',
    },
    {
      authorId: alex,
      category: 'barriers',
      confidential: true,
      createdAt: daysAgo(3),
      body: '<p>Shared a family matter in confidence that may affect her evening availability.</p>',
    },
  ];
  await tx
    .insert(caseNotes)
    .values(notes.map((note) => ({ ...note, customerId: customer.id, updatedAt: note.createdAt })));
}
