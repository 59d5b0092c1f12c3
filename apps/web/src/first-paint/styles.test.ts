import { describe, expect, it } from 'vitest';
import { withOwnStyles } from './styles';

const card = '._card_ab12c_1 { padding: 1rem }';
const pager = '._pager_zz99y_4 { height: 2rem }';

describe('withOwnStyles', () => {
  it('writes only the stylesheets whose module classes the markup uses', () => {
    const html = '<div class="x _card_ab12c_1">Card</div>';
    expect(withOwnStyles(html, [card, pager])).toBe(`<style>${card}</style>${html}`);
  });

  it('leaves markup without module classes as it is', () => {
    expect(withOwnStyles('<p class="plain">Hi</p>', [card])).toBe('<p class="plain">Hi</p>');
  });

  it("keeps the page's title first, where the server takes it into the head", () => {
    const html = '<title>Job board</title><div class="_card_ab12c_1">Card</div>';
    expect(withOwnStyles(html, [card])).toBe(
      `<title>Job board</title><style>${card}</style><div class="_card_ab12c_1">Card</div>`,
    );
  });
});
