import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { SearchSuggestion } from '../../domain/search/itemSearch';
import { useStore } from '../../state/jotai';
import type { ScanOutcome } from '../../state/scanFlow';

/**
 * Picking a search answer: its result is worked out, then /results shows it. The scan's code loads
 * with the first pick, so the search page shows without it.
 */
export function useOpenTypedItem() {
  const store = useStore();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const open = async (suggestion: SearchSuggestion) => {
    setState('working');
    const outcome: ScanOutcome = await import('../../state/scanFlow').then(
      ({ startTypedScanAtom }) => store.set(startTypedScanAtom, suggestion),
      (error: unknown) => {
        console.error('The scan’s code could not be loaded', error);
        return 'failed';
      },
    );
    if (outcome === 'done') navigate('/results');
    setState(outcome === 'failed' ? 'failed' : 'idle');
  };
  return { open, working: state === 'working', failed: state === 'failed' };
}
