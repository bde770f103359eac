import { useSyncExternalStore } from 'react';

import type { WaitingWrites } from '../../services/data';

const nothingToWatch = () => () => undefined;

/** How many writes wait for the server, updated as they are queued and sent; 0 where none can wait. */
export function useWaitingWrites(source: WaitingWrites | undefined): number {
  return useSyncExternalStore(
    source?.subscribe ?? nothingToWatch,
    () => source?.count() ?? 0,
    () => 0,
  );
}
