// Community tips on Supabase: everyone reads them; a signed-in person adds their own and upvotes each
// tip once (the count is kept by a trigger). Who upvoted what stays private to each person.
import type { SupabaseClient } from '@supabase/supabase-js';

import { isSampleTipKey } from '../../../domain/community';
import type { AuthUser, CommunityTip, DataChange, DataStore } from '../dataStore';
import { requireTipFields } from '../validation';
import { dataFailure } from './dataFailure';

interface TipRow {
  id: string;
  /** Null on the sample tips, which belong to no one. */
  user_id: string | null;
  item_type: string;
  location: string;
  instructions: string;
  source: string | null;
  upvotes: number;
  created_at: string;
  sample_key: string | null;
}

function toTip(row: TipRow, userId: string | null, upvotedByMe: boolean): CommunityTip {
  return {
    id: row.id,
    itemType: row.item_type,
    location: row.location,
    instructions: row.instructions,
    source: row.source ?? '',
    upvotes: row.upvotes,
    dateSubmitted: row.created_at,
    submittedByMe: row.user_id !== null && row.user_id === userId,
    upvotedByMe,
    sampleKey: isSampleTipKey(row.sample_key) ? row.sample_key : null,
  };
}

interface TipsOptions {
  currentUser: () => Promise<AuthUser | null>;
  requireUser: () => Promise<AuthUser>;
  changed: (table: DataChange['table']) => void;
}

export function supabaseTips(
  client: SupabaseClient,
  { currentUser, requireUser, changed }: TipsOptions,
): Pick<DataStore, 'listTips' | 'addTip' | 'upvoteTip'> {
  async function tipsFor(userId: string | null): Promise<CommunityTip[]> {
    const { data, error } = await client.from('community_tips').select('*').order('created_at', { ascending: false });
    if (error) throw dataFailure(error);
    let mine = new Set<string>();
    if (userId) {
      const votes = await client.from('tip_upvotes').select('tip_id').eq('user_id', userId);
      if (votes.error) throw dataFailure(votes.error);
      mine = new Set((votes.data as { tip_id: string }[]).map((v) => v.tip_id));
    }
    return (data as TipRow[]).map((row) => toTip(row, userId, mine.has(row.id)));
  }

  return {
    async listTips() {
      return tipsFor((await currentUser())?.id ?? null);
    },

    async addTip(tip) {
      const user = await requireUser();
      requireTipFields(tip);
      const { data, error } = await client
        .from('community_tips')
        .insert({
          item_type: tip.itemType.trim(),
          location: tip.location.trim(),
          instructions: tip.instructions.trim(),
          source: tip.source?.trim() || null,
        })
        .select('*')
        .single();
      if (error) throw dataFailure(error);
      changed('community_tips');
      return toTip(data as TipRow, user.id, false);
    },

    async upvoteTip(id) {
      await requireUser();
      const vote = await client.from('tip_upvotes').insert({ tip_id: id });
      if (vote.error && vote.error.code !== '23505') throw dataFailure(vote.error);
      const { data, error } = await client.from('community_tips').select('upvotes').eq('id', id).single();
      if (error) throw dataFailure(error);
      if (!vote.error) changed('community_tips');
      return { upvotes: (data as { upvotes: number }).upvotes, counted: !vote.error };
    },
  };
}
