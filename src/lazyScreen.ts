// Screens and parts of screens whose code loads when first shown, with the text they show.
import {
  type ComponentType,
  createElement,
  lazy,
  type LazyExoticComponent,
  useState,
  useSyncExternalStore,
} from 'react';

import { ScreenLoadFailed } from './components/ScreenLoadFailed/ScreenLoadFailed';
import { screenText, sectionText } from './i18n';
import type { TextSection } from './textSections';

/**
 * A component whose code (`load`) and parts of text (src/textSections.ts; the whole file for 'all')
 * load when it first renders, or earlier through `preload()`, its Suspense fallback showing meanwhile.
 * One whose code or text cannot be downloaded shows why, with a way to try again.
 */
export function lazyWithText<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  text: readonly TextSection[] | 'all',
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), text === 'all' ? screenText() : sectionText(text)]).then(
      ([module]) => ({ default: (loaded = pick(module)) }),
      (error: unknown) => {
        console.error('A screen could not be loaded', error);
        // It takes no props: it stands in for the screen, whatever they were.
        return { default: (loaded = ScreenLoadFailed as ComponentType<P>) };
      },
    ));
  const Lazy = lazy(preload);
  // Once loaded (a direct link's screen is, before the app's first render: main.tsx) it renders at once:
  // React.lazy would suspend even then, and the fallback would be painted for a frame first. Chosen
  // once per mount, so a later render never swaps the component and loses the screen's state.
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}

/** What stands in for a part of a screen whose code could not be downloaded; `retry` downloads it again. */
export type FailedPart<P> = ComponentType<P & { retry: () => void }>;

/**
 * A part of a screen whose code loads when first rendered (or earlier, through `load` itself). When the
 * download fails (a connection dropped mid-way) `Failed` renders in its place rather than the error
 * reaching the root and blanking the page; its `retry` downloads the part again, and every mounted copy
 * of the part follows. A failed part is downloaded again by itself when the connection returns.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Failed: FailedPart<P>) {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  let failed = false;
  let awaitingOnline = false;
  // Listened for from the failure itself: `Failed` mounts a moment later, and the connection can be
  // back before then (the update prompt then never registered the offline copy).
  const retryOnceOnline = () => {
    if (awaitingOnline) return;
    awaitingOnline = true;
    window.addEventListener(
      'online',
      () => {
        awaitingOnline = false;
        if (failed) retry();
      },
      { once: true },
    );
  };
  function attempt() {
    failed = false;
    return lazy<ComponentType<P>>(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          console.error('Part of a screen could not be loaded', error);
          failed = true;
          retryOnceOnline();
          return { default: (props: P) => createElement(Failed, { ...props, retry }) };
        },
      ),
    );
  }
  function retry() {
    current = attempt();
    for (const listener of listeners) listener();
  }
  let current = attempt();
  return function Part(props: P) {
    const Shown = useSyncExternalStore(subscribe, () => current);
    return createElement(Shown, props);
  };
}
