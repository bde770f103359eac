import { Suspense } from 'react';

import { sectionText } from '../../i18n';
import { firstPaint, startInTasks } from '../../idle';
import { lazyWithText } from '../../lazyScreen';
import { HomeToolsFrame } from './HomeToolsFrame';

// The upload box and the item search carry the scan's code (its state, the bridge to the model's
// worker, the search's place and rules) and the words of a scan: they load once the first screen is
// painted (their text too, so nothing of theirs is fetched before), which shows their frames meanwhile.
const Tools = lazyWithText(
  () =>
    firstPaint()
      // The scan's code, a few files a task: each part here needs the ones before it and a few more
      // (a part that comes to need many more only makes its own task longer).
      .then(() =>
        startInTasks([
          () => import('../../state/location'),
          () => import('../../state/taught'),
          () => import('../../state/activity'),
          () => import('../../state/scanResult'),
          () => import('../../state/scanFlow'),
        ]),
      )
      .then(() => Promise.all([import('./ScanBox'), import('./HomeSearch'), sectionText(['scan'])])),
  ([{ ScanBox }, { HomeSearch }]) =>
    function Tools() {
      return (
        <>
          <ScanBox />
          <HomeSearch />
        </>
      );
    },
  [],
);

export function HomeTools() {
  return (
    <Suspense fallback={<HomeToolsFrame />}>
      <Tools />
    </Suspense>
  );
}
