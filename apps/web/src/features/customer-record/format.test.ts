import { describe, expect, it } from 'vitest';
import { formatPhone, initials } from './format';

describe('formatPhone', () => {
  it.each([
    ['3035550142', '(303) 555-0142'],
    ['303-555-0142', '(303) 555-0142'],
    ['+1 303 555 0142', '(303) 555-0142'],
    ['555-0142', '555-0142'],
  ])('%s -> %s', (input, output) => expect(formatPhone(input)).toBe(output));

  it('keeps a missing phone missing', () => {
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone('')).toBeNull();
  });
});

describe('initials', () => {
  it('takes the first letter of each name', () => expect(initials('lena', ' Okafor')).toBe('LO'));
});
