import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Merged({ refs }: { refs: Array<Ref<HTMLDivElement> | undefined> }) {
  return <div ref={useMergeRefs(refs)} data-testid="node" />;
}

describe('useMergeRefs (ScrollArea takes it instead of floating-ui)', () => {
  it('sets an object ref and calls a callback ref with the node, and clears both when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const { getByTestId, unmount } = render(<Merged refs={[objectRef, callbackRef, undefined]} />);
    const node = getByTestId('node');
    expect(objectRef.current).toBe(node);
    expect(callbackRef).toHaveBeenLastCalledWith(node);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const { unmount } = render(<Merged refs={[callbackRef]} />);
    expect(callbackRef).toHaveBeenCalledTimes(1);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callbackRef).toHaveBeenCalledTimes(1);
  });

  it('gives no ref when every ref is empty', () => {
    let merged: unknown = 'unset';
    function Probe() {
      merged = useMergeRefs<HTMLDivElement>([undefined, null]);
      return null;
    }
    render(<Probe />);
    expect(merged).toBeNull();
  });
});
