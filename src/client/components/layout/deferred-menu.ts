import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** How a deferred menu was first opened: the keyboard puts the focus on its first item. */
export type OpenedBy = 'keyboard' | 'pointer';

/**
 * A header menu whose menu library (Radix) loads on first use, not with the page: until then a
 * plain button that looks and reads like the menu's trigger stands in its place. Pointing at it
 * or focusing it starts loading; a click, Enter, Space or the down arrow opens the menu as soon
 * as it is there.
 */
export function useDeferredMenu(load: () => Promise<unknown>, popup: 'menu' | 'dialog') {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const preload = () => void load().catch(() => undefined);
  const triggerProps = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    // A click from Enter or Space has no pointer position (detail 0).
    onClick: (event: MouseEvent) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' || popup !== 'menu') return;
      event.preventDefault();
      setOpenedBy('keyboard');
    },
  } as const;
  return { openedBy, triggerProps };
}

/**
 * The menu content's onFocus, for its first opening: opened from the keyboard, the focus moves on
 * from the content (where the menu puts it) to the first item, as the menu does it itself later
 * on (it only learns of the keyboard from key presses made after it exists).
 */
export function useFirstOpenFocus(openedBy: OpenedBy | undefined) {
  const first = useRef(openedBy);
  return (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const by = first.current;
    first.current = undefined;
    if (by !== 'keyboard') return;
    event.currentTarget
      .querySelector<HTMLElement>(
        '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]',
      )
      ?.focus({ preventScroll: true });
  };
}
