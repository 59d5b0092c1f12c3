import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverFirstPaint } from './firstPaint';

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** The swap (a microtask after the page's commit), then the hand-over after the paint, then the press. */
async function handedOver() {
  await microtasks();
  await nextFrame();
  await nextFrame();
  await nextTask();
  await nextTask();
}

/** index.html as the server writes it for a guest page: the hidden root beside the first paint. */
function pageWithFirstPaint(firstPaint: string): HTMLElement {
  document.body.innerHTML = `<div id="root" hidden></div><div id="first-paint">${firstPaint}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const loginForm = (attributes = '') =>
  `<h1>Sign in</h1><div><input name="email" ${attributes}/><input type="password" name="password"/>` +
  `<input type="checkbox" name="remember"/><input placeholder="unnamed"/></div>`;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('takeOverFirstPaint', () => {
  it('shows the root at once when the server wrote no first paint', () => {
    document.body.innerHTML = '<div id="root" hidden></div>';
    const root = document.getElementById('root') as HTMLElement;
    takeOverFirstPaint(root);
    expect(root.hidden).toBe(false);
  });

  it('keeps the first paint while the app shows a page loader, and swaps once the page is there', async () => {
    const root = pageWithFirstPaint(loginForm());
    takeOverFirstPaint(root);

    expect(document.getElementById('first-paint')?.getAttribute('aria-busy')).toBe('true');
    root.innerHTML = '<div data-page-pending role="status"></div>';
    await microtasks();
    expect(document.getElementById('first-paint')).not.toBeNull();
    expect(root.hidden).toBe(true);

    root.innerHTML = loginForm();
    await microtasks();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('hands what was typed, ticked and focused on the first paint to the same fields of the page', async () => {
    const root = pageWithFirstPaint(loginForm());
    takeOverFirstPaint(root);
    const firstPaint = document.getElementById('first-paint') as HTMLElement;
    const email = firstPaint.querySelector<HTMLInputElement>('[name=email]') as HTMLInputElement;
    email.value = 'maria@example.org';
    (firstPaint.querySelector('[name=remember]') as HTMLInputElement).checked = true;
    (firstPaint.querySelector('[placeholder=unnamed]') as HTMLInputElement).value = 'by position';
    (firstPaint.querySelector('[name=password]') as HTMLInputElement).focus();

    const typed: string[] = [];
    root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).name));
    root.innerHTML = loginForm();
    await handedOver();

    expect(root.querySelector<HTMLInputElement>('[name=email]')?.value).toBe('maria@example.org');
    expect(root.querySelector<HTMLInputElement>('[name=remember]')?.checked).toBe(true);
    expect(root.querySelector<HTMLInputElement>('[placeholder=unnamed]')?.value).toBe('by position');
    expect(root.querySelector<HTMLInputElement>('[name=password]')?.value).toBe('');
    expect(document.activeElement).toBe(root.querySelector('[name=password]'));
    // The page's own form state hears it as a person's input.
    expect(typed).toContain('email');
  });

  it("shows the app's own loader when its page takes too long", async () => {
    vi.useFakeTimers();
    const root = pageWithFirstPaint(loginForm());
    takeOverFirstPaint(root);
    root.innerHTML = '<div data-page-pending role="status"></div>';
    await microtasks();
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(8_000);
    expect(root.hidden).toBe(false);
    expect(document.getElementById('first-paint')).toBeNull();
  });
});

describe('takeOverFirstPaint: what was pressed', () => {
  const signInPage = (onSubmit = 'submit') =>
    `<form><input name="email"/><button type="button">Show</button><button type="${onSubmit}">Sign in</button></form>`;

  /** The app's page arrives in the root; what its form was asked to submit once the hand-over is done. */
  async function submissionsOnceThePageIsIn(root: HTMLElement) {
    root.innerHTML = signInPage();
    const submitted: string[] = [];
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push('sign in');
    });
    await handedOver();
    return submitted;
  }

  it('presses the same button of the page once it is there, and not the first paint one', async () => {
    const root = pageWithFirstPaint(signInPage().replace(/form>/g, 'div>'));
    takeOverFirstPaint(root);
    const firstPaintButton = document.querySelector<HTMLButtonElement>('#first-paint button:last-of-type');
    firstPaintButton?.click();

    expect(await submissionsOnceThePageIsIn(root)).toEqual(['sign in']);
  });

  it('submits the form of the field Enter was pressed in', async () => {
    const root = pageWithFirstPaint(signInPage().replace(/form>/g, 'div>'));
    takeOverFirstPaint(root);
    document
      .querySelector('#first-paint input')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

    expect(await submissionsOnceThePageIsIn(root)).toEqual(['sign in']);
  });

  it("clicks a field clicked on the first paint, and sends it a key pressed there (a list's stand-in opens)", async () => {
    const list = '<div><input name="radius" readonly/></div>';
    const root = pageWithFirstPaint(list);
    takeOverFirstPaint(root);
    document.querySelector<HTMLInputElement>('#first-paint input')?.click();

    root.innerHTML = list;
    const heard: string[] = [];
    root.querySelector('input')?.addEventListener('click', () => heard.push('click'));
    await handedOver();
    expect(heard).toEqual(['click']);

    const again = pageWithFirstPaint(list);
    takeOverFirstPaint(again);
    const standIn = document.querySelector<HTMLInputElement>('#first-paint input');
    standIn?.focus();
    standIn?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    standIn?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    again.innerHTML = list;
    const keys: string[] = [];
    again.querySelector('input')?.addEventListener('keydown', (event) => keys.push(event.key));
    await handedOver();
    expect(keys).toEqual(['ArrowDown']);
    expect(document.activeElement).toBe(again.querySelector('input'));
  });

  it('does nothing more when nothing was pressed', async () => {
    const root = pageWithFirstPaint(signInPage().replace(/form>/g, 'div>'));
    takeOverFirstPaint(root);
    expect(await submissionsOnceThePageIsIn(root)).toEqual([]);
  });
});
