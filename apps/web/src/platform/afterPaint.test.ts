import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('afterPaint', () => {
  it('runs after two frames and a task, not before', async () => {
    const run = vi.fn();
    afterPaint(run);
    await nextFrame();
    expect(run).not.toHaveBeenCalled();
    await nextFrame();
    await nextTask();
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', async () => {
    const run = vi.fn();
    const cancel = afterPaint(run);
    await nextFrame();
    cancel();
    await nextFrame();
    await nextFrame();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });
});
