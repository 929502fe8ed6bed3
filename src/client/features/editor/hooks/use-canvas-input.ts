import { useEffect, useLayoutEffect, useRef, type PointerEvent } from 'react';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { usePinchZoom } from '#client/features/editor/hooks/use-pinch-zoom.ts';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/**
 * What the canvas hears: its container's size (the first one fits the canvas), the wheel, the
 * keys (unless the user types in a field or a dialog) and the pointer, all sent to the editor's
 * core; two fingers pinch-zoom, space held pans. Read-only (phones) only pans and zooms.
 */
export function useCanvasInput(editor: Editor, readOnly: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const spaceHeld = useRef(false);

  useLayoutEffect(() => {
    const node = container.current;
    if (!node) return;
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width < 1 || height < 1) return;
      editor.setContainer({ width, height }, first);
      first = false;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [editor]);

  // Ctrl+wheel zooms, the wheel pans; the page must not scroll or zoom under it.
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = node.getBoundingClientRect();
      const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? rect.height : 1;
      editor.wheel({
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
        deltaX: event.deltaX * scale,
        deltaY: event.deltaY * scale,
        ctrl: event.ctrlKey,
        meta: event.metaKey,
      });
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, [editor]);

  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
      if (event.key === ' ') {
        spaceHeld.current = true;
        event.preventDefault();
        return;
      }
      const ran = editor.keyDown({
        key: event.key,
        ctrl: event.ctrlKey,
        meta: event.metaKey,
        shift: event.shiftKey,
        alt: event.altKey,
      });
      if (ran) event.preventDefault();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') spaceHeld.current = false;
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [editor, readOnly]);

  const pinch = usePinchZoom(editor, container);

  const input = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      shift: event.shiftKey,
      alt: event.altKey,
      ctrl: event.ctrlKey,
      meta: event.metaKey,
      button: event.button,
      pan: spaceHeld.current || readOnly,
    };
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button === 2) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      if (pinch.down(event)) return;
      // Keyboard shortcuts work once the canvas was touched, even after typing in a field.
      if (document.activeElement instanceof HTMLElement && isTyping(document.activeElement)) {
        document.activeElement.blur();
      }
      event.preventDefault();
      editor.pointerDown(input(event));
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (pinch.move(event)) return;
      if (editor.state.gesture.phase === 'idle') return;
      editor.pointerMove(input(event));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (pinch.up(event)) return;
      editor.pointerUp(input(event));
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      pinch.up(event);
      editor.pointerCancel();
    },
  };
  return { container, handlers };
}
