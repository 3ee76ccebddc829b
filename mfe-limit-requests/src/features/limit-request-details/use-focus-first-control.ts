import { useEffect, useRef } from 'react';

/**
 * Opened from a menu item, a Fluent dialog focuses its own surface before Tabster has taken it
 * as the active modal, and Tabster then hides the dialog from assistive technology instead of
 * the page behind it. Focusing the first control once the dialog is in place makes it the
 * active modal, and starts the user on the first field (or on Cancel when there is none).
 */
export function useFocusFirstControl<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const container = ref.current;
      if (!container || container.contains(container.ownerDocument.activeElement)) return;
      container.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    });
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
