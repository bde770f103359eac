// What both halves of the schema tests (schemaAccess, schemaFunctions) share: the same empty tables
// before each test, and records made as their owner.
import { impactJson } from './supabaseShim';
import { rows, withTwoPeople } from './twoPeople';

export function withSchemaDb(): void {
  withTwoPeople(`
    truncate public.recycling_records, public.analysis_results, public.scan_history, public.bookmarked_results,
      public.community_tips, public.tip_upvotes, public.correction_suggestions,
      public.recycling_facilities cascade;
  `);
}

/** Inserts a record as its owner at an instant given as SQL (e.g. "now() - interval '1 day'"). */
export async function record(userId: string, kg: number, at = 'now()', action = 'recycled'): Promise<string> {
  const [row] = await rows<{ record_id: string }>(
    { userId },
    `insert into recycling_records (item_category, action, impact_metrics, "timestamp")
     values ('plastic bottle', $1, $2, ${at}) returning record_id`,
    [action, impactJson(kg)],
  );
  return row!.record_id;
}
