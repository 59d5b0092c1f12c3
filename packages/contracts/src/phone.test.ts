import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay } from './phone.ts';

describe('formatPhoneDisplay', () => {
  it('shows ten digits as (###) ###-####, however they were typed', () => {
    expect(formatPhoneDisplay('3035550100')).toBe('(303) 555-0100');
    expect(formatPhoneDisplay('303.555.0100')).toBe('(303) 555-0100');
    expect(formatPhoneDisplay('(303) 555-0100')).toBe('(303) 555-0100');
  });
  it('drops a leading 1 (the country code) before ten digits', () => {
    expect(formatPhoneDisplay('13035550100')).toBe('(303) 555-0100');
    expect(formatPhoneDisplay('+1 (303) 555-0100')).toBe('(303) 555-0100');
  });
  it('keeps an extension', () => {
    expect(formatPhoneDisplay('303-555-0100 ext. 12')).toBe('(303) 555-0100 x12');
    expect(formatPhoneDisplay('3035550100x7')).toBe('(303) 555-0100 x7');
  });
  it('shows anything else as stored', () => {
    for (const value of ['555-0100', '23035550100', '+44 20 7946 0958', 'call the desk', ''])
      expect(formatPhoneDisplay(value)).toBe(value);
  });
});
