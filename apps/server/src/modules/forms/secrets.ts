import { digitsOnly, isMaskedSsn, maskSsn } from '@portal/contracts';
import type { PiiCipher } from '../../platform/crypto/pii-cipher.ts';
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
  return typeof value === 'string' ? { kind: 'set', digits: digitsOnly(value) } : { kind: 'invalid' };
}
