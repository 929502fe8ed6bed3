import { useRef, type PointerEvent, type RefObject } from 'react';
import type { Editor } from '#client/features/editor/core/editor.ts';

interface Touch {
  x: number;
  y: number;
}

/**
 * Two fingers on the canvas: pinch zooms around their centre and moving them pans. One finger
 * goes to the core like a mouse. Each handler returns true when it took the event.
 */
export function usePinchZoom(editor: Editor, container: RefObject<HTMLDivElement | null>) {
  const touches = useRef(new Map<number, Touch>());
  // After a pinch the last finger is ignored until it lifts, so it does not drag an element.
  const pinched = useRef(false);

  const local = (event: PointerEvent): Touch => {
    const rect = container.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };
  const pair = () => {
    const [a, b] = [...touches.current.values()];
    if (!a || !b) return null;
    return {
      centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
    };
  };

  return {
    down(event: PointerEvent): boolean {
      if (event.pointerType !== 'touch') return false;
      touches.current.set(event.pointerId, local(event));
      if (touches.current.size === 2) {
        pinched.current = true;
        editor.pointerCancel();
        return true;
      }
      return touches.current.size > 2 || pinched.current;
    },
    move(event: PointerEvent): boolean {
      if (event.pointerType !== 'touch' || !touches.current.has(event.pointerId)) return false;
      const before = pair();
      touches.current.set(event.pointerId, local(event));
      if (!pinched.current) return false;
      const after = pair();
      if (before && after) {
        editor.dispatch('zoom-around', {
          factor: after.distance / before.distance,
          x: after.centre.x,
          y: after.centre.y,
        });
        editor.dispatch('pan', {
          dx: after.centre.x - before.centre.x,
          dy: after.centre.y - before.centre.y,
        });
      }
      return true;
    },
    up(event: PointerEvent): boolean {
      if (event.pointerType !== 'touch') return false;
      touches.current.delete(event.pointerId);
      if (!pinched.current) return false;
      if (touches.current.size === 0) pinched.current = false;
      return true;
    },
  };
}
