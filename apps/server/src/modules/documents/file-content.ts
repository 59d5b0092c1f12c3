// file-type loads on the first upload check, not at start-up (issue #30).
const fileTypeFromBuffer = async (buffer: Uint8Array) => (await import('file-type')).fileTypeFromBuffer(buffer);
import type { Storage } from '../../platform/storage/index.ts';

/** The mime stored for an accepted file, by its (checked) extension. */
const canonicalMime: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  webp: 'image/webp',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** What file-type must detect for each extension; `text` means no signature and no NUL bytes. */
const expectedSignature: Record<string, readonly string[] | 'text'> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  bmp: ['bmp'],
  webp: ['webp'],
  // Legacy Office files are OLE compound files.
  doc: ['cfb'],
  xls: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  csv: 'text',
  txt: 'text',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const headBytes = 4100;

/**
 * Checks the stored bytes against the extension. Returns the mime to store, or null when the
 * content is not what the name claims (a PNG named .pdf, a binary named .csv).
 */
export async function verifyContent(
  storage: Storage,
  path: string,
  extension: string,
  size: number,
): Promise<string | null> {
  const expected = expectedSignature[extension];
  const mime = canonicalMime[extension];
  if (!expected || !mime) return null;
  if (expected === 'text') return (await isPlainText(storage, path)) ? mime : null;
  let detected = await fileTypeFromBuffer(await storage.readHead(path, headBytes));
  // Office Open XML is a zip whose telling entry may sit past the first kilobytes; the
  // whole file is at most the upload limit (a few MB), so read it all.
  if (detected?.ext === 'zip' && size > headBytes) {
    detected = await fileTypeFromBuffer(await storage.readHead(path, size));
  }
  return detected && expected.includes(detected.ext) ? mime : null;
}

async function isPlainText(storage: Storage, path: string): Promise<boolean> {
  if ((await fileTypeFromBuffer(await storage.readHead(path, headBytes))) !== undefined) return false;
  const stream = await storage.createReadStream(path);
  for await (const chunk of stream) {
    if ((chunk as Buffer).includes(0)) {
      stream.destroy();
      return false;
    }
  }
  return true;
}
