import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/** What a link's fragment names (/#scan): the part to scroll to, and the control in it to focus. */
function fragmentTarget(hash: string): { part: HTMLElement; control: HTMLElement | null } | null {
  const part = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (!part) return null;
  const controls = [part, ...part.querySelectorAll<HTMLElement>(TABBABLE)];
  const control = controls.find(
    (el) => el.matches(TABBABLE) && el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]'),
  );
  return { part, control: control ?? null };
}

/**
 * On a change of screen or of the part a link names (not on the first screen: the browser places a page
 * it loads, and a pre-rendered page may be scrolled before it is hydrated): to that part (/#scan, as
 * "Scan another item" links), else to the top of a new screen. The focus follows when the control that
 * had it went with the old screen, so a keyboard or screen-reader user goes on from there, not from the
 * page body: to the part's first control, else to the main content. A screen that puts the focus
 * somewhere itself keeps it there.
 */
export function PlaceOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useEffect(() => {
    const before = shown.current;
    if (before.pathname === pathname && before.hash === hash) return;
    shown.current = { pathname, hash };
    const target = fragmentTarget(hash);
    if (target) target.part.scrollIntoView({ block: 'start' });
    else if (before.pathname !== pathname) window.scrollTo(0, 0);
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) (target?.control ?? document.getElementById('main'))?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
