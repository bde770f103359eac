-- RecycleSmart: a scan's history entry follows the person's answer.
-- The results screen saves a scan as soon as it has advice, often while it is still asking what the
-- thing is ("Paper or a battery?"). When the person then says what it is, or where they are, the entry
-- is brought up to date, so the history keeps what they settled on rather than the first guess. Only
-- its content may change: not whose it is, nor its id, nor when it was scanned.

create policy "own history: update" on public.scan_history for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

grant update (identified_items, disposal_instructions, material_breakdown, eco_tips, sustainable_habits,
  impact_metrics, nearest_facilities, overall_recyclability) on public.scan_history to authenticated;
