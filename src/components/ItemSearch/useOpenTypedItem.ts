import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { SearchSuggestion } from '../../domain/search/itemSearch';
import { useSetAtom } from '../../state/jotai';
import { startTypedScanAtom } from '../../state/scanFlow';

/** Picking a search answer: its result is worked out, then /results shows it. */
export function useOpenTypedItem() {
  const startTypedScan = useSetAtom(startTypedScanAtom);
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const open = async (suggestion: SearchSuggestion) => {
    setState('working');
    const outcome = await startTypedScan(suggestion);
    if (outcome === 'done') navigate('/results');
    setState(outcome === 'failed' ? 'failed' : 'idle');
  };
  return { open, working: state === 'working', failed: state === 'failed' };
}
