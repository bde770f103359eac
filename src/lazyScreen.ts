// Screens and parts of screens whose code loads when first shown, with the text they show.
import { type ComponentType, lazy } from 'react';

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
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), text === 'all' ? screenText() : sectionText(text)]).then(
      ([module]) => ({ default: pick(module) }),
      (error: unknown) => {
        console.error('A screen could not be loaded', error);
        // It takes no props: it stands in for the screen, whatever they were.
        return { default: ScreenLoadFailed as ComponentType<P> };
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
