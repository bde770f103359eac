import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On a change of screen or of the part a link names (not on the first screen: the browser places a page
 * it loads, and a pre-rendered page may be scrolled before it is hydrated): to that part (/#scan, as
 * "Scan another item" links), else to the top of a new screen. The focus follows when the control that
 * had it went with the old screen, so a keyboard or screen-reader user goes on from there, not from the
 * page body: to the part's first button or link, else to the main content. A screen that puts the
 * focus somewhere itself keeps it there.
 */
export function PlaceOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef([pathname, hash]);
  useEffect(() => {
    const [path, fragment] = shown.current;
    if (path === pathname && fragment === hash) return;
    shown.current = [pathname, hash];
    const part = hash ? document.getElementById(hash.slice(1)) : null;
    if (part) part.scrollIntoView();
    else if (path !== pathname) window.scrollTo(0, 0);
    if (document.activeElement === document.body)
      (part?.querySelector<HTMLElement>('button:not([disabled]), a[href]') ?? document.getElementById('main'))?.focus({
        preventScroll: true,
      });
  }, [pathname, hash]);
  return null;
}
