import { useState } from 'react';

/**
 * True from the first render in which `open` is: a dialog whose code loads on its first opening mounts
 * then and stays, so it closes as a dialog does (focus back on its opener, what was typed kept).
 */
export function useKeptOnceOpen(open: boolean): boolean {
  const [kept, setKept] = useState(open);
  if (open && !kept) setKept(true);
  return kept || open;
}
