/**
 * Runs `run` once the browser has shown what is being rendered now: two animation frames, then a task. The first frame
 * comes just before the paint of what was rendered, the second once that frame has been drawn and shown (the paint's
 * timestamp, which Lighthouse reads as the largest paint, is when the frame is presented, a little after the main
 * thread's paint: a task queued from the first frame still started its requests about 20 ms before it). Code fetched
 * for a later part of a page (useModule, the lists' and the hover labels' code) starts then, not in a React effect
 * that may run before the paint and so compete with the page's first paint for the network (issue #30: Lighthouse
 * counts every request started before the largest paint). Returns a cancel. Where there are no frames (a test
 * environment without them), a task alone.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
