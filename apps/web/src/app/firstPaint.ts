/**
 * The build's first paint of a guest page (ADR 0054): the server writes it into index.html as `#first-paint` beside
 * a hidden `#root`, so a visitor sees the page before its code arrives. The app renders into the hidden root and
 * takes the page's place only once its page is ready (no page loader in it), in the same frame, so the visitor never
 * sees a loader between the two. Nothing a visitor does on the first paint is lost: what they typed or ticked, where
 * the focus was, and the last press or key on a control, which the page's same control then gets.
 */

import { afterPaint } from '../platform/afterPaint';

// A signed-in page's data, read only where its first paint came with it (ADR 0055; main.tsx).
export { takeSeededData } from './seededData';

/** The longest the first paint stays once the app has begun to render: after it, the app's own loader shows. */
const longestWaitMs = 8_000;

const pendingPage = '[data-page-pending]';
/** What a visitor can act on. */
const controls = 'input, textarea, select, button, a[href]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Control = Field | HTMLButtonElement | HTMLAnchorElement;

export function takeOverFirstPaint(root: HTMLElement): void {
  const firstPaint = document.getElementById('first-paint');
  if (!firstPaint) {
    root.hidden = false;
    return;
  }
  // The last press or key on one of its controls waits for the page, which then gets it. A link is followed as it is.
  let lastAction: { control: string; key?: string } | undefined;
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest(controls);
    if (!control || control instanceof HTMLAnchorElement || isToggle(control)) return;
    if (control instanceof HTMLButtonElement) event.preventDefault();
    const key = keyOf(firstPaint, control);
    if (key) lastAction = { control: key };
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const control = (event.target as Element | null)?.closest(controls);
    // Characters and editing keys change a field's value, which is handed over; Tab moves the focus, handed over too.
    if (!control || event.key.length === 1 || /^(Tab|Shift|Control|Alt|Meta|Backspace|Delete)$/.test(event.key)) return;
    const key = keyOf(firstPaint, control);
    if (key) lastAction = { control: key, key: event.key };
  };
  firstPaint.addEventListener('click', onClick);
  firstPaint.addEventListener('keydown', onKeyDown);
  // The page is on its way: assistive technology may wait for it, and what is done here from now on is kept.
  firstPaint.setAttribute('aria-busy', 'true');

  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    timer ??= setTimeout(takeOver, longestWaitMs);
    if (root.childElementCount > 0 && !root.querySelector(pendingPage)) takeOver();
  });
  function takeOver() {
    observer.disconnect();
    clearTimeout(timer);
    const handOver = whatWasEntered(firstPaint as HTMLElement);
    firstPaint?.remove();
    root.hidden = false;
    // At once, so the page shows it from its first frame; again after the page's first effects (a form set from the
    // address, say) where one undid it; the press after the page has taken in the values.
    handOver(controlsOf(root));
    afterPaint(() => {
      const targets = controlsOf(root);
      handOver(targets);
      setTimeout(() => {
        const target = lastAction && targets.get(lastAction.control);
        if (target?.isConnected && lastAction) act(target, lastAction.key);
      }, 0);
    });
  }
  // Mutation records arrive as a microtask after React's commit, before the browser paints that frame.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-page-pending'] });
}

/** Each control by a key that finds the same control on the other page: its kind, its name (nameOf), its occurrence. */
function controlsOf(container: HTMLElement): Map<string, Control> {
  const keyed = new Map<string, Control>();
  const seen = new Map<string, number>();
  for (const control of container.querySelectorAll<Control>(controls)) {
    const kind = control.tagName + (control instanceof HTMLInputElement ? `:${control.type}` : '');
    const key = `${kind} ${nameOf(control)}`;
    // The same control twice (two "Remove" buttons) by its place among those.
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    keyed.set(`${key} #${occurrence}`, control);
  }
  return keyed;
}

/**
 * What tells a control apart on both pages: a field's name, else its label; a button's or a link's text, else its
 * label. Not its place among all controls: the first paint also holds controls only one screen width shows.
 */
function nameOf(control: Control): string {
  const label = control.getAttribute('aria-label') ?? '';
  if (control instanceof HTMLButtonElement || control instanceof HTMLAnchorElement)
    return control.textContent?.trim() || label;
  return control.name || control.labels?.[0]?.textContent?.trim() || label || control.getAttribute('placeholder') || '';
}

function keyOf(container: HTMLElement, control: Element): string | undefined {
  return [...controlsOf(container)].find(([, candidate]) => candidate === control)?.[0];
}

/** A press, or a key pressed, done again on the page's control. Enter in a field submits its form, as a browser does. */
function act(control: Control, key: string | undefined) {
  if (key === undefined) {
    control.click();
    return;
  }
  if (key === 'Enter' && control instanceof HTMLInputElement && control.form) {
    control.form.requestSubmit();
    return;
  }
  control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

/** A checkbox or radio: a press changes its state, which is handed over as the state. */
const isToggle = (control: Element): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const isField = (control: Control): control is Field =>
  control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * What the visitor entered on the first paint and where the focus was, to hand to the same controls of the app's
 * page: a value is set as a person's input would be (the native setter, then input and change events), so the page's
 * form state holds it too.
 */
function whatWasEntered(firstPaint: HTMLElement): (targets: Map<string, Control>) => void {
  const mine = controlsOf(firstPaint);
  const entered = [...mine].filter((entry): entry is [string, Field] => isField(entry[1]) && changed(entry[1]));
  const focused = [...mine].find(([, control]) => control === document.activeElement)?.[0];
  // A field's value before the first hand-over: a later one sets it again only where the page put that back, never
  // over what the visitor typed on the page since.
  const before = new Map<string, string>();
  let times = 0;
  return (targets) => {
    const again = times++ > 0;
    for (const [key, from] of entered) {
      const to = targets.get(key);
      if (!to || !isField(to)) continue;
      if (to instanceof HTMLInputElement && isToggle(from)) {
        if (!again && to.checked !== from.checked) to.click();
        continue;
      }
      if (again ? to.value === from.value || to.value !== before.get(key) : to.value === from.value) continue;
      if (!again) before.set(key, to.value);
      // The prototype's setter, not the field's own: React keeps the field's last value there and would ignore this.
      Reflect.set(Object.getPrototypeOf(to) as object, 'value', from.value, to);
      to.dispatchEvent(new Event('input', { bubbles: true }));
      to.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const focus = focused && targets.get(focused);
    if (focus && (!again || document.activeElement === document.body)) focus.focus();
  };
}
