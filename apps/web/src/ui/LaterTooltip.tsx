import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
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
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
}

export type LaterTooltipProps = Omit<TooltipProps, 'children'> & { children: ReactElement<ControlProps> };

/**
 * A hover label whose code (Tooltip, floating-ui) comes after the first paint. The control works, with its accessible
 * name, before and without it. Wrapping the control replaces its element once, so that moment waits until the control
 * is neither focused nor pressed: a click or a keyboard focus in the instant the code arrives is never lost.
 */
export function LaterTooltip({ children, ...props }: LaterTooltipProps) {
  const module = useLaterTooltip();
  // A label whose code was already in when the control first rendered wraps it from the start.
  const [wrapped, setWrapped] = useState(module !== undefined);
  const inUse = useRef({ focused: false, pressed: false });
  const [released, setReleased] = useState(0);
  useEffect(() => {
    if (module && !wrapped && !inUse.current.focused && !inUse.current.pressed) setWrapped(true);
  }, [module, wrapped, released]);

  if (module && wrapped) return <module.Tooltip {...props}>{children}</module.Tooltip>;
  // After the event, so the click that follows a pointer's release still reaches the element it was pressed on.
  const recheck = () => setTimeout(() => setReleased((count) => count + 1), 0);
  const own = children.props;
  return cloneElement(children, {
    onFocus: (event) => {
      inUse.current.focused = true;
      own.onFocus?.(event);
    },
    onBlur: (event) => {
      inUse.current = { focused: false, pressed: false };
      recheck();
      own.onBlur?.(event);
    },
    onPointerDown: (event) => {
      inUse.current.pressed = true;
      own.onPointerDown?.(event);
    },
    onPointerUp: (event) => {
      inUse.current.pressed = false;
      recheck();
      own.onPointerUp?.(event);
    },
    onPointerCancel: (event) => {
      inUse.current.pressed = false;
      recheck();
      own.onPointerCancel?.(event);
    },
  });
}
