import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * True while React hydrates markup rendered without this browser (src/prerender.tsx) and while that
 * markup is rendered: a screen then renders as the build did, and React renders it again at once after
 * hydrating, with this false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => false,
    () => true,
  );
}
