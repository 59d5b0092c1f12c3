import { describe, expect, it } from 'vitest';
import { normalizeTitle } from './normalize.ts';

describe('normalizeTitle', () => {
  it.each([
    ['Registered Nurses', 'registered nurses'],
    ['Infirmière Autorisée', 'infirmiere autorisee'],
    ['  Café   Manager ', 'cafe manager'],
    ['Señor Chef (Ñ)', 'senor chef (n)'],
    ['Oﬃce Clerk', 'office clerk'],
    ['RN\tCharge\u00a0Nurse', 'rn charge nurse'],
  ])('%j → %j', (title, normalized) => {
    expect(normalizeTitle(title)).toBe(normalized);
  });

  it('is idempotent, so a query and a stored title normalize alike', () => {
    for (const title of ['Élan Vital', 'Crème Brûlée Chef', 'ÅNGSTRÖM Technician']) {
      expect(normalizeTitle(normalizeTitle(title))).toBe(normalizeTitle(title));
    }
  });
});
