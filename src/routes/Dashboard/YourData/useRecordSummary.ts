import { useTranslation } from 'react-i18next';

import { RECORD_KINDS, type RecordCounts } from '../../../domain/accountData';

const KINDS = [...RECORD_KINDS, 'achievements'] as const;

/** Counts as words, e.g. "2 recorded actions, 1 scan in your history and 1 bookmark": kinds with none are left out. */
export function useRecordSummary() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' });
  /** One phrase per kind with records. */
  const parts = (counts: RecordCounts) =>
    KINDS.filter((kind) => counts[kind] > 0).map((kind) =>
      t(`dashboard.yourData.counts.${kind}`, { count: counts[kind] }),
    );
  return {
    parts,
    sentence: (counts: RecordCounts) => {
      const phrases = parts(counts);
      return phrases.length > 0 ? list.format(phrases) : t('dashboard.yourData.counts.none');
    },
  };
}
