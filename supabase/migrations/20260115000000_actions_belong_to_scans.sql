-- RecycleSmart: the dashboard's progress.
-- An action taken on a scan belongs to that scan's history entry: deleting the entry deletes the action,
-- so the person's totals, streak and community figures fall back with it. Each action also keeps
-- whether its impact is the analysis's validated figures or the fixed estimate, so the dashboard can
-- say which it counted.

alter table public.recycling_records
  -- No foreign key: the action may be recorded before (or without) the scan being saved to history.
  add column scan_id uuid,
  -- Records from before this column used the fixed estimate (the only basis then).
  add column impact_basis text not null default 'estimate' check (impact_basis in ('analysis', 'estimate', 'none'));

create index recycling_records_user_scan_idx on public.recycling_records (user_id, scan_id) where scan_id is not null;

create or replace function private.on_scan_history_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.recycling_records r where r.user_id = old.user_id and r.scan_id = old.id;
  return null;
end
$$;

create trigger scan_history_takes_its_actions
after delete on public.scan_history
for each row execute function private.on_scan_history_deleted();
