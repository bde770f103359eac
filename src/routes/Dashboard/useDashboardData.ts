import { useEffect } from 'react';

import { dataRevisionAtom } from '../../state/account';
import { loadHistoryAtom, refreshCommunityAtom, refreshProgressAtom, refreshStreakAtom } from '../../state/dashboard';
import { useAtomValue, useSetAtom } from '../../state/jotai';

/**
 * Loads the signed-in person's dashboard and reloads each part when the data it shows changes: in
 * this tab, in another tab, or on the server (the data layer's change feed moves dataRevisionAtom).
 */
export function useDashboardData(userId: string) {
  const revision = useAtomValue(dataRevisionAtom);
  const refreshProgress = useSetAtom(refreshProgressAtom);
  const refreshStreak = useSetAtom(refreshStreakAtom);
  const refreshCommunity = useSetAtom(refreshCommunityAtom);
  const loadHistory = useSetAtom(loadHistoryAtom);

  useEffect(() => {
    void refreshProgress();
    void refreshStreak();
  }, [userId, revision.recycling_records, refreshProgress, refreshStreak]);

  useEffect(() => {
    void refreshCommunity();
  }, [userId, revision.recycling_records, revision.community_stats, refreshCommunity]);

  useEffect(() => {
    void loadHistory();
  }, [userId, revision.scan_history, loadHistory]);
}
