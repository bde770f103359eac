import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { hasResult } from '../../domain/results/scanResult';
import { scanBusyAtom } from '../../state/scanFlow';
import { followInterfaceLanguageAtom, scanResultAtom } from '../../state/scanResult';

/**
 * Keeps the result's advice in the interface language: after a language change (or on opening a result
 * written in another one) it is worked out again, so an Arabic page does not carry English steps.
 */
export function useResultLanguage(): void {
  const { i18n } = useTranslation();
  const session = useAtomValue(scanResultAtom);
  const busy = useAtomValue(scanBusyAtom);
  const follow = useSetAtom(followInterfaceLanguageAtom);
  const shown = hasResult(session);
  const language = i18n.resolvedLanguage;
  const written = session.analysisLanguage;

  useEffect(() => {
    // A scan under way replaces this result anyway.
    if (busy || !shown) return;
    follow().catch((error: unknown) => console.error('Working the result out again in the new language failed', error));
  }, [busy, shown, language, written, follow]);
}
