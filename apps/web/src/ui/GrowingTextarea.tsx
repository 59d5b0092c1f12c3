import { InputBase, type InputBaseProps } from '@mantine/core';
import { useLayoutEffect, useRef, type InputEvent, type TextareaHTMLAttributes } from 'react';

export type GrowingTextareaProps = InputBaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size' | 'rows'> & {
    /** The rows shown when empty (Mantine Textarea's minRows); it grows with its text from there. */
    minRows?: number;
  };

/** Fits the box to its text: back to its rows, then as tall as what it holds (borders included). */
function grow(area: HTMLTextAreaElement | null) {
  if (!area) return;
  area.style.height = 'auto';
  if (area.scrollHeight === 0) return; // not laid out (hidden, or a test's DOM)
  const style = getComputedStyle(area);
  const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  area.style.height = `${area.scrollHeight + borders}px`;
}

/**
 * Mantine's Textarea with `autosize` (no maxRows), drawn by InputBase as Mantine's is, but growing with its text by a
 * few lines of its own instead of react-textarea-autosize, which with Textarea is 1.6 KiB gzip on a page's first
 * paint (issue #30). Takes the same props as Textarea (label, description, error, withAsterisk, value/onChange,
 * what a form's getInputProps returns).
 */
export function GrowingTextarea({ minRows = 2, onInput, ...props }: GrowingTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => grow(ref.current), [props.value]);
  useLayoutEffect(() => {
    // A narrower window wraps the text on more lines.
    const onResize = () => grow(ref.current);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <InputBase
      component="textarea"
      {...props}
      ref={ref}
      rows={minRows}
      multiline
      data-no-overflow
      __staticSelector="Textarea"
      onInput={(event: InputEvent<HTMLTextAreaElement>) => {
        grow(event.currentTarget);
        onInput?.(event);
      }}
    />
  );
}
