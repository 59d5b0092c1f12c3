/**
 * `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 + RFC 5987), so a
 * name with quotes, semicolons or non-Latin letters can neither break the header nor be lost.
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned =
    [...fileName]
      .filter((character) => !isControl(character))
      .join('')
      .trim() || 'download';
  const fallback = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(cleaned)}`;
}

function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
