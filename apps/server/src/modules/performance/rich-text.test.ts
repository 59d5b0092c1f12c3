import { describe, expect, it } from 'vitest';
import { emptyNote, sanitizeNote } from './rich-text.ts';

describe('sanitizeNote (sanitize-html)', () => {
  it('closes list items the way a browser parses them: siblings in an unclosed list, not nested', () => {
    expect(sanitizeNote('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeNote('<ol><li>one<li>two')).toBe('<ol><li>one</li><li>two</li></ol>');
    // A list really nested in an item stays nested.
    expect(sanitizeNote('<ul><li>one<ul><li>two</ul>')).toBe('<ul><li>one<ul><li>two</li></ul></li></ul>');
  });

  it('drops script, style and other code elements with their content', () => {
    expect(sanitizeNote('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeNote('<svg onload=alert(1)><text>x</text></svg>kept')).toBe('kept');
    expect(sanitizeNote('<iframe src="//evil">inside</iframe>after')).toBe('after');
    expect(sanitizeNote('<script>only code</script>')).toBe(emptyNote);
  });

  it('strips on* handlers and every other attribute, and unsafe links', () => {
    expect(sanitizeNote('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeNote('<b onmouseover="x">b</b><img src=x onerror=alert(1)>')).toBe('<strong>b</strong>');
    expect(sanitizeNote('<a href="javascript:alert(1)" onclick="x">l</a>')).toBe('<a>l</a>');
    expect(sanitizeNote('<a href=" jav&#x09;ascript:alert(1)">l</a>')).toBe('<a>l</a>');
    expect(sanitizeNote('<a href="//evil.example">l</a>')).toBe('<a>l</a>');
    expect(sanitizeNote('<a href="https://example.org/?a=1&b=2" target="_self" rel="x">l</a>')).toBe(
      '<a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">l</a>',
    );
  });

  it('keeps what the editor writes (tiptap: paragraphs inside list items, marks, line breaks)', () => {
    const tiptap = '<p>Got the <strong>CNA</strong> <em>license</em> <u>today</u></p><ul><li><p>tip</p></li></ul>';
    expect(sanitizeNote(tiptap)).toBe(tiptap);
    expect(sanitizeNote('<p>x<br/>y</p>')).toBe('<p>x<br>y</p>');
    expect(sanitizeNote('<b>b</b><i>i</i><strike>s</strike>')).toBe('<strong>b</strong><em>i</em><s>s</s>');
  });

  it('escapes text and gives an empty paragraph for no text', () => {
    expect(sanitizeNote('a < b & c')).toBe('a &lt; b &amp; c');
    expect(sanitizeNote('')).toBe(emptyNote);
    expect(sanitizeNote(undefined)).toBe(emptyNote);
    expect(sanitizeNote('<p> </p><!-- note -->')).toBe(emptyNote);
  });
});
