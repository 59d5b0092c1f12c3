import { describe, expect, it } from 'vitest';
import { oneEditProbes } from './keyword-hits.ts';

describe('oneEditProbes', () => {
  it('lists every one-edit pattern and word of a short word, in the order the edits are tried', () => {
    expect(oneEditProbes('abc')).toEqual({
      patterns: ['_abc', '_bc', 'a_bc', 'a_c', 'ab_c', 'ab_', 'abc_'],
      words: ['bc', 'bac', 'ac', 'acb', 'ab'],
      headFrom: 'ab',
      headTo: 'ac',
      tail: '%c',
      tailComma: '%c,',
    });
  });

  it('keeps each word once, swaps no equal neighbours and never answers the word itself', () => {
    const { words } = oneEditProbes('aab');
    expect(words).toEqual(['ab', 'aba', 'aa']);
    expect(oneEditProbes('aa').words).toEqual(['a']);
  });

  it("escapes LIKE's wildcards in the patterns and the tail, not in the exact words", () => {
    const probes = oneEditProbes('a%_b');
    expect(probes.patterns).toContain('a\\%_b');
    expect(probes.patterns).toContain('_\\%\\_b');
    expect(probes.words).toContain('a%b');
    expect(probes.tail).toBe('%\\_b');
  });

  it('edits letters, not UTF-16 units', () => {
    const { words, headTo } = oneEditProbes('café');
    expect(words).toContain('caf');
    expect(words).toContain('caéf');
    expect(headTo).toBe('cb');
  });
});
