import { digitsOnly, isMaskedSsn, maskSsn, type ValidatableQuestion } from '@portal/contracts';
import type { PiiCipher } from '../../platform/crypto/pii-cipher.ts';
import { isSsn } from './questions.ts';
import type { SecretRow } from './repository.ts';

export interface StoredSecret {
  /** ***-**-1234 (spec 3), whatever mode the number was entered in. */
  masked: string;
  /** The number itself, for validation in memory; never stored elsewhere, logged or sent. */
  plain(): string;
}

export function storedSecrets(rows: readonly SecretRow[], cipher: PiiCipher): Map<string, StoredSecret> {
  return new Map(
    rows.map((row) => [row.identifier, { masked: maskSsn(row.lastFour), plain: () => cipher.decrypt(row.ciphertext) }]),
  );
}

/**
 * A question is secret when it is an SSN question or an encrypted answer is stored under its identifier: the storage
 * follows the answer, not the control a later definition gives the question.
 */
export const holdsSecret = (question: ValidatableQuestion, secrets: ReadonlyMap<string, StoredSecret>) =>
  isSsn(question) || secrets.has(question.identifier);

/** What a submitted SSN answer means for the stored one. */
export type SsnChange = { kind: 'keep' } | { kind: 'clear' } | { kind: 'set'; digits: string } | { kind: 'invalid' };

/**
 * The masked value sent back unchanged keeps the stored SSN; empty clears it; digits replace it. A masked value that
 * is not the stored one's (or with nothing stored) is refused: it would otherwise store four digits as a number.
 */
export function ssnChange(value: unknown, stored: StoredSecret | undefined): SsnChange {
  if (value === undefined) return { kind: 'keep' };
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { kind: 'clear' };
  if (isMaskedSsn(value)) return stored?.masked === value ? { kind: 'keep' } : { kind: 'invalid' };
  const digits = typeof value === 'string' ? digitsOnly(value) : '';
  return digits === '' ? { kind: 'invalid' } : { kind: 'set', digits };
}
