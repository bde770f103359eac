import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * When a form goes away once used, focus belongs on what replaces it, not on the page body: the
 * returned function asks for focus on the ref's element once the next render is on screen.
 */
export function useFocusAfterChange<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    ref.current?.focus();
    setPending(false);
  }, [pending]);
  return [ref, () => setPending(true)];
}
