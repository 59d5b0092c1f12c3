import { expect } from 'vitest';
import {
  documentPaths,
  performanceKinds,
  performancePaths,
  todayIso,
  type SignedUrlResponse,
  type UploadPurpose,
} from '@portal/contracts';
import { schema, type DbOrTx } from '@portal/db';
import type { TestApp, TestClient } from '../../testing/test-app.ts';
import { samplePdf } from '../documents/documents.fixtures.ts';

/** Seeded type ids (packages/db/src/seed/performance-types.ts). */
export const seededTypes = {
  /** Credential: Occupational Certificate, evidence required. */
  credentialWithEvidence: 206,
  /** Credential: Other Recognized ..., no evidence required. */
  credentialNoEvidence: 209,
  /** Measurable skill gain: Training Milestone, no evidence required. */
  msgNoEvidence: 104,
  /** Exempt: Deceased, evidence required. */
  exemptWithEvidence: 403,
} as const;

/** The board's today (BOARD_TIME_ZONE), as the date rules read it. */
export const today = () => todayIso();

export function performanceBody(customerId: number, overrides: Record<string, unknown> = {}) {
  return {
    measurable_id: seededTypes.credentialNoEvidence,
    measurable_type: performanceKinds.credential_attainment.measurableType,
    date_affected: today(),
    note: '<p>Passed the exam</p>',
    customer_id: customerId,
    ...overrides,
  };
}

/** The browser's signed-URL upload: GET the link (with purpose), PUT the bytes; returns the evidence object. */
export async function uploadEvidence(
  t: TestApp,
  client: TestClient,
  fileName = 'certificate.pdf',
  purpose: UploadPurpose = 'evidence',
  bytes: Buffer = samplePdf,
) {
  const query = new URLSearchParams({ fileName, purpose, size: String(bytes.length) });
  const response = await client.get(`${documentPaths.signedUrl}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const signed = response.json<SignedUrlResponse>();
  const put = await t.app.inject({
    method: 'PUT',
    url: signed.url,
    payload: bytes,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode, put.body).toBe(200);
  return { name: fileName, path: signed.path, size: bytes.length, mime: 'application/pdf' };
}

/** A record made directly in the database (for rules that need another creator or an old exit). */
export async function insertPerformanceRecord(
  db: DbOrTx,
  values: { customerId: number; creatorUserId: number; enrollmentId?: number | null; typeId?: number },
) {
  const [row] = await db
    .insert(schema.performanceRecords)
    .values({
      customerId: values.customerId,
      creatorUserId: values.creatorUserId,
      kind: 'credential_attainment',
      performanceTypeId: values.typeId ?? seededTypes.credentialNoEvidence,
      dateAffected: today(),
      enrollmentId: values.enrollmentId ?? null,
    })
    .returning();
  return row!;
}

export const updateUrl = (id: number) => performancePaths.update.replace(':id', String(id));
export const deleteUrl = (id: number) => performancePaths.remove.replace(':id', String(id));
