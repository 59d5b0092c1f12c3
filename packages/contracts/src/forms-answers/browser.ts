import { formConstants } from '../forms.ts';
import { digitsOnly, isMaskedSsn } from './values.ts';

/** Pure helpers the form screen uses while the customer types and picks (forms spec 4-5). */

/** Spec 4: picking 13 keeps only 13; picking another id drops 13; picking a chosen id unpicks it. */
export function toggleRace(selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  if (id === formConstants.exclusiveRaceId) return [id];
  return [...selected.filter((item) => item !== formConstants.exclusiveRaceId), id];
}

/** '***-**-1234' from a full or last-four number; '' when there are no four digits to show. */
export function maskSsn(value: string): string {
  if (isMaskedSsn(value)) return value;
  const digits = digitsOnly(value);
  return digits.length < formConstants.ssnLastFourDigits
    ? ''
    : `***-**-${digits.slice(-formConstants.ssnLastFourDigits)}`;
}

export interface MaskedInput {
  /** The text as the input shows it: typed characters in the mask's slots, with its separators between. */
  value: string;
  /** Every slot is filled. */
  complete: boolean;
  /** Characters that would have fitted a slot were dropped because the mask was full: show the 'Limit reached' alert. */
  limitReached: boolean;
}

type Slot = '9' | 'a' | '*';
const slotTests: Record<Slot, RegExp> = { '9': /\d/, a: /[A-Za-z]/, '*': /[A-Za-z0-9]/ };
const isSlot = (char: string | undefined): char is Slot => char === '9' || char === 'a' || char === '*';

/**
 * Fits typed text into a mask: 9 takes a digit, a a letter, * either; any other mask character is a separator,
 * written when the next slot is filled (so deleting back over it works). Characters that fit nowhere are dropped.
 */
export function applyInputMask(mask: string, text: string): MaskedInput {
  let out = '';
  let position = 0;
  let limitReached = false;
  const slotKinds = [...new Set([...mask].filter(isSlot))];
  for (const char of text) {
    if (position >= mask.length) {
      if (slotKinds.some((kind) => slotTests[kind].test(char))) limitReached = true;
      continue;
    }
    const current = mask[position];
    if (!isSlot(current) && char === current) {
      out += char;
      position += 1;
      continue;
    }
    let next = position;
    let separators = '';
    while (next < mask.length && !isSlot(mask[next])) separators += mask[next++];
    const slot = mask[next];
    if (isSlot(slot) && slotTests[slot].test(char)) {
      out += separators + char;
      position = next + 1;
    } else if (!isSlot(slot) && slotKinds.some((kind) => slotTests[kind].test(char))) {
      limitReached = true;
    }
  }
  const complete = ![...mask.slice(position)].some(isSlot);
  return { value: out, complete, limitReached };
}

/** The phone as the mask shows it: '(555) 123-4567', partial while typing. */
export function formatPhone(value: string): string {
  return applyInputMask(formConstants.phoneMask, digitsOnly(value)).value;
}

/** The SSN as the mask shows it: '123-45-6789'; a masked value stays as it is. */
export function formatSsn(value: string): string {
  return isMaskedSsn(value) ? value : applyInputMask(formConstants.ssnMask, digitsOnly(value)).value;
}

/** Lower case without accents or surrounding spaces, so 'José ' and 'jose' compare equal. */
export function normalizeForSearch(label: string): string {
  return label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export type LabelledOption = { display: string } | { label: string } | { title: string };

function labelOf(option: LabelledOption): string {
  if ('display' in option) return option.display;
  if ('label' in option) return option.label;
  return option.title;
}

/** The combobox filter: options whose label contains the query, ignoring case and accents; all for a blank query. */
export function filterOptionsByLabel<T extends LabelledOption>(options: readonly T[], query: string): T[] {
  const needle = normalizeForSearch(query);
  if (needle === '') return [...options];
  return options.filter((option) => normalizeForSearch(labelOf(option)).includes(needle));
}
