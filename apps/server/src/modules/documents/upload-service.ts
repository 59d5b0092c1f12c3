import type { Readable } from 'node:stream';
import type { Db } from '@portal/db';
import {
  type SignedUrlResponse,
  type UploadPurpose,
  type UploadReceipt,
  uploadMessages,
  uploadPurposeMaxMegabytes,
  uploadPurposes,
} from '@portal/contracts';
import type { CustomerActor, StaffActor } from '../../platform/access/actor.ts';
import { AppError, forbidden, invalid } from '../../platform/http/errors.ts';
import { getClientSettings, maxUploadBytes, megabyte } from '../../platform/settings.ts';
import {
  type Storage,
  StorageFullError,
  UploadConflictError,
  UploadTooLargeError,
} from '../../platform/storage/index.ts';
import { verifyUploadSignature } from '../../platform/storage/upload-signature.ts';
import { extensionOf, verifyContent } from './file-content.ts';
import * as repository from './repository.ts';
import { storagePath, storagePathPattern, storedFileName } from './stored-name.ts';

export const uploadLinkLifetimeMs = 15 * 60_000;

export interface UploadDeps {
  db: Db;
  storage: Storage;
  secret: string;
}

const tooLargeError = (maxBytes: number) => new AppError(413, uploadMessages.tooLarge(maxBytes / megabyte));
/** A body larger than announced is cut off like one over the limit (413); a shorter one is a bad file (422). */
const sizeMismatchError = (larger: boolean) =>
  larger
    ? new AppError(413, uploadMessages.sizeMismatch)
    : new AppError(422, uploadMessages.sizeMismatch, { file: [uploadMessages.sizeMismatch] });
const contentMismatchError = (originalName: string, extension: string) => {
  const message = uploadMessages.contentMismatch(originalName, extension);
  return new AppError(422, message, { file: [message] });
};

/** Step 1: check name and announced size, reserve a path, hand out a short-lived signed URL. */
export async function createSignedUpload(
  deps: UploadDeps,
  actor: CustomerActor | StaffActor,
  query: { fileName: string; purpose: UploadPurpose; size?: number | undefined },
): Promise<SignedUrlResponse> {
  if (query.purpose === 'employer_document' && actor.kind !== 'staff') throw forbidden();
  const allowed: readonly string[] = uploadPurposes[query.purpose];
  const extension = extensionOf(query.fileName);
  if (!allowed.includes(extension)) throw invalid({ fileName: [uploadMessages.wrongType(allowed)] });
  const fixedMegabytes = uploadPurposeMaxMegabytes[query.purpose];
  const maxBytes = fixedMegabytes ? fixedMegabytes * megabyte : maxUploadBytes(await getClientSettings(deps.db));
  if (query.size !== undefined && query.size > maxBytes) throw tooLargeError(maxBytes);

  const now = new Date();
  const name = storedFileName(extension, now);
  const path = storagePath(query.purpose, name);
  const expiresAt = new Date(now.getTime() + uploadLinkLifetimeMs);
  await repository.insertPendingUpload(deps.db, {
    path,
    guard: actor.kind,
    userId: actor.kind === 'customer' ? actor.customerId : actor.staffId,
    purpose: query.purpose,
    originalName: query.fileName,
    maxBytes,
    expiresAt,
  });
  const url = await deps.storage.signedPutUrl(path, { expiresAt, maxBytes, size: query.size });
  return { url, method: 'PUT', path, name, expires_at: expiresAt.toISOString(), max_bytes: maxBytes };
}

export interface IncomingUpload {
  path: string;
  expires: number | undefined;
  /** The size announced when the link was made, carried (and signed) in the URL. */
  size: number | undefined;
  signature: string | undefined;
  contentLength: number | undefined;
  body: Readable;
}

/**
 * Step 2 (local driver): the signed PUT. Streams to storage, stopping as soon as the body passes the limit or the
 * announced size, then checks size and magic bytes. A refused upload leaves neither file nor row; a second PUT while
 * the first is still sending is a 409 and leaves the first alone.
 */
export async function receiveUpload(deps: UploadDeps, upload: IncomingUpload): Promise<UploadReceipt> {
  const { path, size: announced } = upload;
  const signed =
    storagePathPattern.test(path) &&
    upload.expires !== undefined &&
    upload.signature !== undefined &&
    verifyUploadSignature(deps.secret, path, upload.expires, upload.signature, { size: announced });
  if (!signed) throw forbidden(uploadMessages.invalidLink);
  const pending = await repository.findPendingUpload(deps.db, path);
  if (!pending || pending.uploadedAt || pending.expiresAt.getTime() <= Date.now()) {
    throw forbidden(uploadMessages.invalidLink);
  }
  const refuse = async (error: AppError) => {
    await discard(deps, path);
    return error;
  };
  const { contentLength } = upload;
  if (contentLength !== undefined && contentLength > pending.maxBytes)
    throw await refuse(tooLargeError(pending.maxBytes));
  if (contentLength !== undefined && announced !== undefined && contentLength !== announced) {
    throw await refuse(sizeMismatchError(contentLength > announced));
  }
  const limit = Math.min(pending.maxBytes, announced ?? Number.POSITIVE_INFINITY);
  let size: number;
  try {
    ({ size } = await deps.storage.putStream(path, upload.body, { maxBytes: limit }));
  } catch (error) {
    if (error instanceof UploadConflictError) throw new AppError(409, uploadMessages.uploadInProgress);
    // The error handler answers 507; the link is spent, so its row goes too.
    if (error instanceof StorageFullError) {
      await discard(deps, path);
      throw error;
    }
    if (!(error instanceof UploadTooLargeError)) throw error;
    throw await refuse(limit < pending.maxBytes ? sizeMismatchError(true) : tooLargeError(pending.maxBytes));
  }
  if (announced !== undefined && size !== announced) throw await refuse(sizeMismatchError(false));
  const mime = await checkStoredUpload(deps, pending, size);
  return { path, size, mime };
}

/**
 * For drivers the browser uploads to directly (S3): the checks the local PUT made, run when
 * the upload is recorded. Returns the row as it is once uploaded.
 */
export async function finalizeDirectUpload(
  deps: UploadDeps,
  pending: repository.PendingUpload,
): Promise<repository.PendingUpload> {
  // From here on the file is out of the presigned URL's reach: a second PUT through it cannot change what is served.
  if (!(await deps.storage.commitDirectUpload(pending.path))) throw invalid({ path: [uploadMessages.notUploaded] });
  const size = await deps.storage.size(pending.path);
  if (size === null) throw invalid({ path: [uploadMessages.notUploaded] });
  const mime = await checkStoredUpload(deps, pending, size);
  return { ...pending, size, mime, uploadedAt: new Date() };
}

async function checkStoredUpload(deps: UploadDeps, pending: repository.PendingUpload, size: number): Promise<string> {
  if (size > pending.maxBytes) {
    await discard(deps, pending.path);
    throw tooLargeError(pending.maxBytes);
  }
  const extension = extensionOf(pending.path);
  const mime = await verifyContent(deps.storage, pending.path, extension, size);
  if (!mime) {
    await discard(deps, pending.path);
    throw contentMismatchError(pending.originalName, extension);
  }
  if (!(await repository.markUploaded(deps.db, pending.path, size, mime))) {
    throw forbidden(uploadMessages.invalidLink);
  }
  return mime;
}

/** How long after its link expired an uploaded but unrecorded file is kept before the sweep. */
export const unrecordedUploadGraceMs = 60 * 60_000;

/**
 * Deletes uploads nobody recorded: rows whose link expired more than the grace period ago, their files and
 * unfinished writes, and any unfinished write untouched for that long (a server stopped mid-upload). Run by the
 * uploads.sweep job (./jobs.ts); safe to run on several servers at once. Returns the number of rows removed.
 */
export async function sweepExpiredUploads(deps: Omit<UploadDeps, 'secret'>, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - unrecordedUploadGraceMs);
  const paths = await repository.deleteExpiredPendingUploads(deps.db, cutoff);
  for (const path of paths) await deps.storage.delete(path);
  await deps.storage.deleteStalePartials(cutoff);
  return paths.length;
}

/** A failed upload leaves neither a file nor a row; the browser asks for a new link. */
async function discard(deps: UploadDeps, path: string): Promise<void> {
  await deps.storage.delete(path);
  await repository.deletePendingUpload(deps.db, path);
}
