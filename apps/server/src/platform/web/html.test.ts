import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml('José Núñez — 100%')).toBe('José Núñez — 100%');
  });
  it('escapes an entity again, so text shows as typed', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('scriptJson', () => {
  it('keeps a value from closing its script element and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>' };
    const text = scriptJson(value);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(value);
  });
});
