/**
 * Runs `run` once the browser has painted what is being rendered now: the next animation frame comes just before that
 * paint, and a task queued from it runs after. Code fetched for a later part of a page (useModule, the lists' and the
 * hover labels' code) starts then, not in a React effect that may run before the paint and so compete with the
 * page's first paint for the network (issue #30: Lighthouse counts every request started before the largest paint).
 * Returns a cancel. Where there are no frames (a test environment without them), a task alone.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
