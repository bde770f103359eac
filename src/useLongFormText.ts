import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { screenText } from './i18n';

export type LongFormStatus = 'ready' | 'loading' | 'failed';

/**
 * Whether the text at `key` can be shown. A first visit has only the first screen's text (see
 * src/i18n.ts), so when the key is missing this loads the rest, and reports a failure the page can offer to retry.
 */
export function useLongFormText(key: string): { status: LongFormStatus; retry: () => void } {
  const { i18n } = useTranslation();
  const present = i18n.exists(key);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [, setLoaded] = useState(false);

  useEffect(() => {
    if (present) return;
    let current = true;
    screenText().then(
      () => current && setLoaded(true),
      () => current && setFailedAttempt(attempt),
    );
    return () => {
      current = false;
    };
  }, [present, attempt]);

  const status: LongFormStatus = present ? 'ready' : failedAttempt === attempt ? 'failed' : 'loading';
  return { status, retry: () => setAttempt((n) => n + 1) };
}
