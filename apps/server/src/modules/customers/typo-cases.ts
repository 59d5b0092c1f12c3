/**
 * Generated misspellings of real customers' names, for measuring typo search (the CI test at 10,000 customers and
 * `npm run bench -- customer-typo-quality` at 100,000 or more; docs/decisions/0026-typo-search-ranking.md). The
 * generator is seeded, so the same customers give the same cases. Each case makes one mistake of one kind in one
 * name, the way people type: two neighbouring letters swapped, a letter dropped, doubled or replaced, accents left
 * out, apostrophes, hyphens and the space of two-word surnames written another way. One kind makes no mistake but
 * leaves words out: the first name and only the first part of a double surname ("Maria Smith" for Maria Smith-Jones).
 */

export const typoKinds = [
  'swap',
  'drop',
  'double',
  'substitute',
  'accents',
  'apostrophe',
  'hyphenated',
  'two-word',
  'leading-words',
] as const;
export type TypoKind = (typeof typoKinds)[number];

export interface Person {
  first_name: string;
  last_name: string;
}

export interface TypoCase {
  kind: TypoKind;
  query: string;
  /** Whom the query means: any customer with this first and last name is a right answer. */
  first_name: string;
  last_name: string;
}

/** mulberry32: a small seeded generator, so a run is repeatable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Close to portal_search_name (lower case, no accents or apostrophes, other punctuation a space). */
export const roughSearchName = (text: string) =>
  stripAccents(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** A position in `word` whose character and the next one are letters (and differ, for a visible swap). */
function letterPairs(word: string): number[] {
  const positions: number[] = [];
  for (let i = 1; i + 1 < word.length; i += 1) {
    if (/\p{L}/u.test(word[i]!) && /\p{L}/u.test(word[i + 1]!) && word[i] !== word[i + 1]) positions.push(i);
  }
  return positions;
}

const letterPositions = (word: string) =>
  [...word].flatMap((character, i) => (i > 0 && /\p{L}/u.test(character) ? [i] : []));

function pick<T>(random: () => number, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/** One mistake of the kind in `word` (the first letter is kept: people rarely miss it), or undefined if none fits. */
function misspell(random: () => number, word: string, kind: 'swap' | 'drop' | 'double' | 'substitute') {
  if (kind === 'swap') {
    const i = pick(random, letterPairs(word));
    return i === undefined ? undefined : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
  const i = pick(random, letterPositions(word));
  if (i === undefined || word.length < 4) return undefined;
  if (kind === 'drop') return word.slice(0, i) + word.slice(i + 1);
  if (kind === 'double') return word.slice(0, i) + word[i] + word.slice(i);
  const replaced = word[i]!.toLowerCase();
  const others = letters.replace(stripAccents(replaced), '');
  const letter = others[Math.floor(random() * others.length)]!;
  return word.slice(0, i) + (word[i] === replaced ? letter : letter.toUpperCase()) + word.slice(i + 1);
}

function basicMistake(random: () => number, person: Person, kind: 'swap' | 'drop' | 'double' | 'substitute') {
  // Mostly the last name; sometimes the first.
  if (random() < 0.25) {
    const first = misspell(random, person.first_name, kind);
    if (first) return { first, last: person.last_name };
  }
  const last = misspell(random, person.last_name, kind);
  return last ? { first: person.first_name, last } : undefined;
}

/** The first part of a double surname ("Smith" of "Smith-Jones"), or the whole name when it has one part. */
const leadingPart = (last: string) => last.trim().split(/[-\s]+/)[0]!;

function specialMistake(random: () => number, person: Person, kind: TypoKind) {
  const { first_name: first, last_name: last } = person;
  switch (kind) {
    case 'accents': {
      // Accents left out (or kept) and two letters of the other name swapped: "Ramón Anedrson".
      const accentedFirst = first !== stripAccents(first);
      const swapped = misspell(random, accentedFirst ? last : first, 'swap');
      if (!swapped) return undefined;
      const plain = random() < 0.5;
      const keep = (name: string) => (plain ? stripAccents(name) : name);
      return accentedFirst ? { first: keep(first), last: swapped } : { first: swapped, last: keep(last) };
    }
    case 'apostrophe': {
      // "O'Connor": the letters either side swapped ("O'oCnnor"), the apostrophe left out or typed as a space or
      // a curly one, with a swap in the rest.
      const at = last.search(/['’]/);
      const variants = [
        last.slice(0, at + 1) +
          (last[at + 2] ?? '').toLowerCase() +
          (last[at + 1] ?? '').toUpperCase() +
          last.slice(at + 3),
        misspell(random, last.replace(/['’]/, ''), 'swap'),
        `${last.slice(0, at)} ${last.slice(at + 1)}`,
        misspell(random, last.replace(/['’]/, '’'), 'drop'),
      ];
      const chosen = pick(random, variants);
      return chosen ? { first, last: chosen } : undefined;
    }
    case 'hyphenated':
    case 'two-word': {
      // "Smith-Jones", "Van der Berg": a mistake in one part, or the parts run together ("Vanderberg").
      const parts = last.split(/([-\s]+)/);
      const words = parts.flatMap((part, i) => (i % 2 === 0 && part.length >= 4 ? [i] : []));
      const i = pick(random, words);
      if (random() < 0.3 || i === undefined) return { first, last: last.replace(/[-\s]+/g, '') };
      const wrong = misspell(random, parts[i]!, pick(random, ['swap', 'drop', 'double', 'substitute'] as const)!);
      if (!wrong) return undefined;
      parts[i] = wrong;
      return { first, last: parts.join('') };
    }
    case 'leading-words':
      // "Maria Smith" for Maria Smith-Jones or "Zoar Johnson" for Zoar Johnson Choi: the rest of the surname left out.
      return { first, last: leadingPart(last) };
    default:
      return undefined;
  }
}

const eligible: Record<TypoKind, (person: Person) => boolean> = {
  swap: () => true,
  drop: () => true,
  double: () => true,
  substitute: () => true,
  accents: (p) => stripAccents(p.first_name + p.last_name) !== p.first_name + p.last_name,
  apostrophe: (p) => /^[^'’]+['’][^'’]{2,}$/.test(p.last_name),
  hyphenated: (p) => p.last_name.includes('-'),
  'two-word': (p) => /\s/.test(p.last_name.trim()),
  // A first part of four letters or more: a particle ("van", "de", "St.") is the start of too many names to mean one.
  'leading-words': (p) =>
    /[-\s]/.test(p.last_name.trim()) && roughSearchName(leadingPart(p.last_name)).replace(/ /g, '').length >= 4,
};

/**
 * `count` cases over `people`, the kinds in turn. A misspelling that is someone's real name (first, last or whole,
 * among `everyone`: by default the same people) is skipped: the search rightly shows that person, so it is no test of typo tolerance.
 */
export function generateTypoCases(
  people: readonly Person[],
  count: number,
  seed = 16,
  everyone: readonly Person[] = people,
): TypoCase[] {
  const random = seededRandom(seed);
  const realNames = new Set<string>();
  for (const p of everyone) {
    realNames.add(roughSearchName(p.first_name));
    realNames.add(roughSearchName(p.last_name));
    realNames.add(roughSearchName(`${p.first_name} ${p.last_name}`));
  }
  const byKind = new Map(typoKinds.map((kind) => [kind, people.filter(eligible[kind])]));
  const cases: TypoCase[] = [];
  for (let attempt = 0; cases.length < count && attempt < count * 20; attempt += 1) {
    const kind = typoKinds[attempt % typoKinds.length]!;
    const person = pick(random, byKind.get(kind)!);
    if (!person) continue;
    const typed =
      kind === 'swap' || kind === 'drop' || kind === 'double' || kind === 'substitute'
        ? basicMistake(random, person, kind)
        : specialMistake(random, person, kind);
    if (!typed) continue;
    const [first, last] = [roughSearchName(typed.first), roughSearchName(typed.last)];
    const whole = roughSearchName(`${typed.first} ${typed.last}`);
    if (whole === roughSearchName(`${person.first_name} ${person.last_name}`)) continue;
    if (realNames.has(whole) || (first !== roughSearchName(person.first_name) && realNames.has(first))) continue;
    // The first part of a double surname is usually someone's surname too ("smith"): only the whole name counts there.
    if (kind !== 'leading-words' && last !== roughSearchName(person.last_name) && realNames.has(last)) continue;
    // As staff type it: mostly "first last", sometimes "last, first" or all lower case.
    const form = random();
    const query =
      form < 0.7
        ? `${typed.first} ${typed.last}`
        : form < 0.85
          ? `${typed.last}, ${typed.first}`
          : `${typed.first} ${typed.last}`.toLowerCase();
    cases.push({ kind, query, first_name: person.first_name, last_name: person.last_name });
  }
  return cases;
}

/** Recall@k (share of cases with a right answer in the first k) and mean reciprocal rank (0 when not in the list). */
export function typoQuality(ranks: readonly (number | null)[], k = 10) {
  const found = ranks.filter((rank): rank is number => rank !== null && rank <= k);
  return {
    recall: ranks.length === 0 ? 0 : found.length / ranks.length,
    mrr:
      ranks.length === 0
        ? 0
        : ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / ranks.length,
  };
}

/** Where the first right answer stands in `rows` (1-based), or null. */
export function rankOf(rows: readonly Person[], wanted: Person): number | null {
  const index = rows.findIndex((row) => row.first_name === wanted.first_name && row.last_name === wanted.last_name);
  return index === -1 ? null : index + 1;
}
