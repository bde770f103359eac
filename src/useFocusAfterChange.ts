import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * When a form goes away once used, focus belongs on what replaces it, not on the page body: the
 * returned function asks for focus on the ref's element once the next render is on screen, or on the
 * element `within` selects inside it (a control drawn anew: the answer now pressed), when there is one.
 */
export function useFocusAfterChange<T extends HTMLElement>(within?: string): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const element = ref.current;
    ((within && element?.querySelector<HTMLElement>(within)) || element)?.focus();
    setPending(false);
  }, [pending, within]);
  return [ref, () => setPending(true)];
}
