/**
 * The build's first paint of a guest page (ADR 0053): the server writes it into index.html as `#first-paint` beside
 * a hidden `#root`, so a visitor sees the page before its code arrives. The app renders into the hidden root and
 * takes the page's place only once its route is ready (no route loader in it), in the same frame, so the visitor never
 * sees a loader between the two. What they typed or focused on the first paint carries over.
 */

/** The longest the first paint stays once the app has begun to render: after it, the app's own loader shows. */
const longestWaitMs = 8_000;

const pendingPage = '[data-page-pending]';
const fields = 'input, textarea, select';

export function takeOverFirstPaint(root: HTMLElement): void {
  const firstPaint = document.getElementById('first-paint');
  if (!firstPaint) {
    root.hidden = false;
    return;
  }
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
    handOver(root);
  }
  // Mutation records arrive as a microtask after React's commit, before the browser paints that frame.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-page-pending'] });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's place in its page: its name, else its position among the page's fields (the two pages have one shape). */
function keysOf(container: HTMLElement): Map<string, Field> {
  const keyed = new Map<string, Field>();
  container.querySelectorAll<Field>(fields).forEach((field, position) => {
    keyed.set(field.name ? `name:${field.name}` : `at:${position}`, field);
  });
  return keyed;
}

function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * What the visitor entered on the first paint and where the focus was, to hand to the same fields of the app's page:
 * set as a person's input would be (the field's native setter, then input and change events), so the page's form
 * state holds it too.
 */
function whatWasEntered(firstPaint: HTMLElement): (root: HTMLElement) => void {
  const entered = [...keysOf(firstPaint)].filter(([, field]) => changed(field));
  const active = document.activeElement;
  const focusedKey = [...keysOf(firstPaint)].find(([, field]) => field === active)?.[0];
  return (root) => {
    const targets = keysOf(root);
    for (const [key, from] of entered) {
      const to = targets.get(key);
      if (!to || to.tagName !== from.tagName) continue;
      if (
        to instanceof HTMLInputElement &&
        from instanceof HTMLInputElement &&
        (to.type === 'checkbox' || to.type === 'radio')
      ) {
        if (to.checked !== from.checked) to.click();
        continue;
      }
      // The prototype's setter, not the field's own: React keeps the field's last value there and would ignore this.
      Reflect.set(Object.getPrototypeOf(to) as object, 'value', from.value, to);
      to.dispatchEvent(new Event('input', { bubbles: true }));
      to.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (focusedKey) targets.get(focusedKey)?.focus();
  };
}
