import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { afterPaint } from '../platform/afterPaint';
import type * as TooltipModule from './laterTooltip';

const loadTooltip = () => import('./laterTooltip');
let tooltipModule: typeof TooltipModule | undefined;

/** Mantine's Tooltip module once its code is in, fetched after the first paint (issue #30); undefined until then. */
function useLaterTooltip(): typeof TooltipModule | undefined {
  const [module, setModule] = useState(tooltipModule);
  useEffect(() => {
    if (module) return;
    let live = true;
    const cancel = afterPaint(() => {
      void loadTooltip().then(
        (loaded) => {
          tooltipModule = loaded;
          if (live) setModule(loaded);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [module]);
  return module;
}

interface ControlProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

export type LaterTooltipProps = Omit<TooltipProps, 'children' | 'opened' | 'target'> & {
  children: ReactElement<ControlProps>;
};

/** A ref that hands the element to the control's own ref as well as to ours, the same function while `own` is. */
function useBothRefs(own: Ref<HTMLElement> | undefined, ours: { current: HTMLElement | null }) {
  return useCallback(
    (element: HTMLElement | null) => {
      ours.current = element;
      if (typeof own === 'function') own(element);
      else if (own) own.current = element;
    },
    [own, ours],
  );
}

/**
 * A hover label whose code (Tooltip, floating-ui) comes after the first paint. The control is rendered as it is, with
 * its accessible name, and is never replaced: the label is drawn beside it (Mantine's `target`), and only once it is
 * first shown. A page of twenty cards therefore no longer mounts twenty tooltips it may never show (issue #30: about
 * 120 ms of a phone's main thread on the Occupation Finder), and no click or focus can be lost to a swap.
 *
 * It shows while a mouse is over the control (a touch too with `events.touch`; none with `events.hover` false), or
 * while the control has a focus not given by a press (with `events.focus`), as Mantine's own events would. Escape hides
 * it until the pointer or the focus comes back. While it shows, it describes the control.
 */
export function LaterTooltip({ children, events, ...props }: LaterTooltipProps) {
  const module = useLaterTooltip();
  const control = useRef<HTMLElement | null>(null);
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // A focus that a press gives is not the keyboard's (Mantine shows focus labels for a visible focus only).
  const pressing = useRef(false);
  // Drawn from its first showing on, so that it fades out rather than vanishing.
  const [used, setUsed] = useState(false);
  const wanted = (hovered || focused) && !dismissed;
  const opened = wanted && module !== undefined && !props.disabled;
  if (opened && !used) setUsed(true);

  useEffect(() => {
    if (!opened) return;
    const hide = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', hide);
    return () => document.removeEventListener('keydown', hide);
  }, [opened]);

  const own = children.props;
  const ref = useBothRefs(own.ref, control);
  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-describedby': opened ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
        onPointerEnter: (event) => {
          if (events?.hover !== false && (event.pointerType !== 'touch' || events?.touch)) {
            setDismissed(false);
            setHovered(true);
          }
          own.onPointerEnter?.(event);
        },
        onPointerLeave: (event) => {
          setHovered(false);
          own.onPointerLeave?.(event);
        },
        onPointerDown: (event) => {
          pressing.current = true;
          own.onPointerDown?.(event);
        },
        onPointerUp: (event) => {
          pressing.current = false;
          own.onPointerUp?.(event);
        },
        onFocus: (event) => {
          if (events?.focus && !pressing.current) {
            setDismissed(false);
            setFocused(true);
          }
          own.onFocus?.(event);
        },
        onBlur: (event) => {
          pressing.current = false;
          setFocused(false);
          own.onBlur?.(event);
        },
      })}
      {module && used && (
        // The label's own id: floating-ui names the tooltip's box itself.
        <module.Tooltip {...props} label={<span id={id}>{props.label}</span>} target={control} opened={opened} />
      )}
    </>
  );
}
