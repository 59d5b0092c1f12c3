/** A number input's text as an answer: null when empty, else the number ('7.5' -> 7.5). */
export function numberAnswer(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  // Half-typed text ('-', '1e') stays as it is; the shared validator calls it an invalid number.
  return Number.isFinite(number) ? number : (text as unknown as number);
}
