-- RecycleSmart: accounts and data on Supabase.
-- Every table has row-level security. People read, insert and delete only their own rows; facilities,
-- community stats and community tips are readable by everyone; derived data (community_stats, the
-- streak columns of user_progress, tip upvote counts) is written only by triggers, never by a client.

-- Helpers that clients must not call live outside the exposed schema.
create schema if not exists private;

-- The impact figures a record carries: all five present, numbers, not negative (spec section 5).
create or replace function private.is_valid_impact(p_impact jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_impact) = 'object'
    and bool_and(case when jsonb_typeof(p_impact -> k) = 'number' then (p_impact ->> k)::numeric >= 0 else false end)
  from unnest(array['co2_saved', 'material_reduced', 'water_saved', 'energy_saved', 'trees_equivalent']) as k
$$;

-- ---------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------

create table public.recycling_records (
  record_id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Not in the spec's field list: which Take Action button made the record (disposed saves nothing).
  action text not null default 'recycled' check (action in ('recycled', 'composted', 'disposed')),
  item_category text not null check (length(item_category) between 1 and 200),
  material_composition jsonb not null default '{}'::jsonb,
  city text check (length(city) <= 200),
  impact_metrics jsonb not null check (private.is_valid_impact(impact_metrics)),
  "timestamp" timestamptz not null default now()
);
-- Progress sync and totals read one person's records newest first; the community trigger sums one day.
create index recycling_records_user_time_idx on public.recycling_records (user_id, "timestamp" desc);
create index recycling_records_time_idx on public.recycling_records ("timestamp");

create table public.analysis_results (
  id uuid primary key default gen_random_uuid(),
  record_id uuid not null references public.recycling_records (record_id) on delete cascade,
  identified_items jsonb not null default '[]'::jsonb,
  confidence_scores jsonb not null default '[]'::jsonb,
  material_breakdown jsonb not null default '{}'::jsonb,
  disposal_instructions jsonb not null default '{}'::jsonb,
  impact_metrics jsonb,
  created_at timestamptz not null default now()
);
create index analysis_results_record_idx on public.analysis_results (record_id);

create table public.scan_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  identified_items jsonb not null default '[]'::jsonb,
  disposal_instructions jsonb not null default '{}'::jsonb,
  material_breakdown jsonb not null default '[]'::jsonb,
  eco_tips jsonb not null default '[]'::jsonb,
  sustainable_habits jsonb not null default '[]'::jsonb,
  impact_metrics jsonb,
  nearest_facilities jsonb not null default '[]'::jsonb,
  overall_recyclability smallint not null default 50 check (overall_recyclability between 0 and 100),
  scan_date timestamptz not null default now()
);
-- The history list: count, then one page newest first.
create index scan_history_user_date_idx on public.scan_history (user_id, scan_date desc);

create table public.bookmarked_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  result_data jsonb not null,
  created_at timestamptz not null default now()
);
create index bookmarked_results_user_time_idx on public.bookmarked_results (user_id, created_at desc);

create table public.recycling_facilities (
  id bigint generated always as identity primary key,
  -- The importer's stable reference (e.g. 'osm:node/123'), so a re-import updates instead of duplicating.
  source_ref text unique,
  name text not null,
  city text not null,
  state text not null default '',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  accepted_materials text[] not null default '{}'
);
create index recycling_facilities_city_idx on public.recycling_facilities (city);
-- get_nearby_facilities narrows to a latitude band before measuring distances.
create index recycling_facilities_latitude_idx on public.recycling_facilities (latitude);

create table public.community_stats (
  date date primary key,
  total_weight numeric(14, 3) not null default 0,
  total_users integer not null default 0,
  updated_at timestamptz not null default now()
);

create table public.user_progress (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- Kept by the recycling_records trigger, in the person's own calendar (time_zone).
  current_streak integer not null default 0,
  longest_streak integer not null default 0,
  last_activity_date date,
  -- Written by the person: their IANA time zone, and what cannot be derived from the records.
  time_zone text not null default 'UTC',
  achievements jsonb not null default '[]'::jsonb,
  notifications jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now()
);

create table public.community_tips (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  item_type text not null check (length(btrim(item_type)) between 1 and 120),
  location text not null check (length(btrim(location)) between 1 and 200),
  instructions text not null check (length(btrim(instructions)) between 1 and 2000),
  source text check (length(source) <= 300),
  upvotes integer not null default 0,
  created_at timestamptz not null default now()
);
create index community_tips_created_idx on public.community_tips (created_at desc);

create table public.tip_upvotes (
  tip_id uuid not null references public.community_tips (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Once per person per tip.
  primary key (tip_id, user_id)
);
create index tip_upvotes_user_idx on public.tip_upvotes (user_id);

create table public.correction_suggestions (
  id uuid primary key default gen_random_uuid(),
  -- Null for a visitor who is not signed in: the results screen is open to everyone.
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  item_label text not null check (length(btrim(item_label)) between 1 and 200),
  actual_item text not null check (length(btrim(actual_item)) between 1 and 200),
  correct_instructions text not null check (length(btrim(correct_instructions)) between 1 and 2000),
  city text check (length(city) <= 200),
  language text check (length(language) <= 16),
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------------

alter table public.recycling_records enable row level security;
alter table public.analysis_results enable row level security;
alter table public.scan_history enable row level security;
alter table public.bookmarked_results enable row level security;
alter table public.recycling_facilities enable row level security;
alter table public.community_stats enable row level security;
alter table public.user_progress enable row level security;
alter table public.community_tips enable row level security;
alter table public.tip_upvotes enable row level security;
alter table public.correction_suggestions enable row level security;

create policy "own records: read" on public.recycling_records for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own records: insert" on public.recycling_records for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own records: delete" on public.recycling_records for delete to authenticated
  using ((select auth.uid()) = user_id);

-- An analysis belongs to whoever owns its record.
create policy "own analyses: read" on public.analysis_results for select to authenticated
  using (exists (select 1 from public.recycling_records r where r.record_id = analysis_results.record_id and r.user_id = (select auth.uid())));
create policy "own analyses: insert" on public.analysis_results for insert to authenticated
  with check (exists (select 1 from public.recycling_records r where r.record_id = analysis_results.record_id and r.user_id = (select auth.uid())));
create policy "own analyses: delete" on public.analysis_results for delete to authenticated
  using (exists (select 1 from public.recycling_records r where r.record_id = analysis_results.record_id and r.user_id = (select auth.uid())));

create policy "own history: read" on public.scan_history for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own history: insert" on public.scan_history for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own history: delete" on public.scan_history for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "own bookmarks: read" on public.bookmarked_results for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own bookmarks: insert" on public.bookmarked_results for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own bookmarks: delete" on public.bookmarked_results for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "facilities: everyone reads" on public.recycling_facilities for select to anon, authenticated
  using (true);

create policy "community stats: everyone reads" on public.community_stats for select to anon, authenticated
  using (true);

create policy "own progress: read" on public.user_progress for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own progress: insert" on public.user_progress for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own progress: update" on public.user_progress for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

create policy "tips: everyone reads" on public.community_tips for select to anon, authenticated
  using (true);
create policy "own tips: insert" on public.community_tips for insert to authenticated
  with check ((select auth.uid()) = user_id and upvotes = 0);
create policy "own tips: delete" on public.community_tips for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Who upvoted what stays private; the count is on the tip.
create policy "own upvotes: read" on public.tip_upvotes for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own upvotes: insert" on public.tip_upvotes for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "own upvotes: delete" on public.tip_upvotes for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "corrections: anyone suggests as themselves" on public.correction_suggestions for insert to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));
create policy "own corrections: read" on public.correction_suggestions for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "own corrections: delete" on public.correction_suggestions for delete to authenticated
  using ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------------------------------
-- Views (security_invoker: they see only the rows the caller may see, i.e. their own)
-- ---------------------------------------------------------------------------------------------------

create view public.user_activity_stats with (security_invoker = true) as
select
  r.user_id,
  count(*)::integer as total_actions,
  count(*) filter (where r.action = 'recycled')::integer as recycled_count,
  count(*) filter (where r.action = 'composted')::integer as composted_count,
  count(*) filter (where r.action = 'disposed')::integer as disposed_count,
  count(distinct r.item_category)::integer as distinct_items,
  min(r."timestamp") as first_activity,
  max(r."timestamp") as last_activity
from public.recycling_records r
group by r.user_id;

create view public.user_impact_totals with (security_invoker = true) as
select
  r.user_id,
  coalesce(sum((r.impact_metrics ->> 'material_reduced')::numeric), 0)::double precision as total_material_reduced,
  coalesce(sum((r.impact_metrics ->> 'co2_saved')::numeric), 0)::double precision as total_co2_saved,
  coalesce(sum((r.impact_metrics ->> 'water_saved')::numeric), 0)::double precision as total_water_saved,
  coalesce(sum((r.impact_metrics ->> 'energy_saved')::numeric), 0)::double precision as total_energy_saved,
  coalesce(sum((r.impact_metrics ->> 'trees_equivalent')::numeric), 0)::double precision as total_trees_saved
from public.recycling_records r
group by r.user_id;

-- ---------------------------------------------------------------------------------------------------
-- Streaks: consecutive calendar days with at least one record, in the person's time zone
-- ---------------------------------------------------------------------------------------------------

-- An unknown zone name falls back to UTC rather than failing the caller.
create or replace function private.zone_or_utc(p_time_zone text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_time_zone is null then
    return 'UTC';
  end if;
  perform now() at time zone p_time_zone;
  return p_time_zone;
exception when others then
  return 'UTC';
end
$$;

-- Runs of consecutive active days up to today: each day with the run it belongs to.
create or replace function private.activity_runs(p_user_id uuid, p_time_zone text)
returns table (day date, run_start date)
language sql
stable
set search_path = ''
as $$
  with zone as (select private.zone_or_utc(p_time_zone) as name),
  days as (
    select distinct (r."timestamp" at time zone zone.name)::date as day
    from public.recycling_records r, zone
    where r.user_id = p_user_id
  )
  select d.day, d.day - (row_number() over (order by d.day))::integer as run_start
  from days d, zone
  where d.day <= (now() at time zone zone.name)::date
$$;

-- Alive while the last active day is today or yesterday (today may still come); 0 after a missed day.
create or replace function private.current_streak(p_user_id uuid, p_time_zone text)
returns integer
language sql
stable
set search_path = ''
as $$
  with runs as (select * from private.activity_runs(p_user_id, p_time_zone)),
  last as (select day, run_start from runs order by day desc limit 1)
  select coalesce((
    select count(*)::integer from runs, last
    where runs.run_start = last.run_start
      and last.day >= (now() at time zone private.zone_or_utc(p_time_zone))::date - 1
  ), 0)
$$;

create or replace function private.longest_streak(p_user_id uuid, p_time_zone text)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(max(n), 0)::integer from (
    select count(*) as n from private.activity_runs(p_user_id, p_time_zone) group by run_start
  ) runs
$$;

create or replace function private.require_self(p_user_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_user_id is null or p_user_id is distinct from auth.uid() then
    raise exception 'Streaks can only be calculated for yourself' using errcode = '42501';
  end if;
end
$$;

create or replace function public.calculate_current_streak(p_user_id uuid, p_time_zone text default 'UTC')
returns integer
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.require_self(p_user_id);
  return private.current_streak(p_user_id, p_time_zone);
end
$$;

create or replace function public.calculate_longest_streak(p_user_id uuid, p_time_zone text default 'UTC')
returns integer
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.require_self(p_user_id);
  return private.longest_streak(p_user_id, p_time_zone);
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Facilities near a point: haversine on a 3959-mile Earth, nearest first
-- ---------------------------------------------------------------------------------------------------

create or replace function public.get_nearby_facilities(
  p_latitude double precision,
  p_longitude double precision,
  p_radius_miles double precision default 10
)
returns table (
  id bigint,
  name text,
  city text,
  state text,
  latitude double precision,
  longitude double precision,
  accepted_materials text[],
  distance_miles double precision
)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.id, f.name, f.city, f.state, f.latitude, f.longitude, f.accepted_materials, f.distance_miles
  from (
    select f.*,
      2 * 3959 * asin(least(1, sqrt(
        power(sin(radians(f.latitude - p_latitude) / 2), 2)
        + cos(radians(p_latitude)) * cos(radians(f.latitude)) * power(sin(radians(f.longitude - p_longitude) / 2), 2)
      ))) as distance_miles
    from public.recycling_facilities f
    -- One degree of latitude is at least 68.7 miles: nothing outside this band can be in range.
    where f.latitude between p_latitude - coalesce(p_radius_miles, 10) / 68.7
                         and p_latitude + coalesce(p_radius_miles, 10) / 68.7
  ) f
  where f.distance_miles <= coalesce(p_radius_miles, 10)
  order by f.distance_miles, f.name
$$;

-- ---------------------------------------------------------------------------------------------------
-- Triggers: community_stats (today's total weight and users) and the streak columns of user_progress
-- ---------------------------------------------------------------------------------------------------

-- Recounted from the records rather than incremented, so deletes and concurrent inserts stay exact.
create or replace function private.recount_community_day(p_day date)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.community_stats as s (date, total_weight, total_users, updated_at)
  select p_day,
    coalesce(sum((r.impact_metrics ->> 'material_reduced')::numeric), 0),
    count(distinct r.user_id),
    now()
  from public.recycling_records r
  where r."timestamp" >= (p_day::timestamp at time zone 'UTC')
    and r."timestamp" < ((p_day + 1)::timestamp at time zone 'UTC')
  on conflict (date) do update
    set total_weight = excluded.total_weight, total_users = excluded.total_users, updated_at = excluded.updated_at
$$;

create or replace function private.refresh_user_streaks(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_zone text;
begin
  select p.time_zone into v_zone from public.user_progress p where p.user_id = p_user_id;
  insert into public.user_progress as p (user_id, current_streak, longest_streak, last_activity_date, updated_at)
  values (
    p_user_id,
    private.current_streak(p_user_id, coalesce(v_zone, 'UTC')),
    private.longest_streak(p_user_id, coalesce(v_zone, 'UTC')),
    (select max(day) from private.activity_runs(p_user_id, coalesce(v_zone, 'UTC'))),
    now()
  )
  on conflict (user_id) do update
    set current_streak = excluded.current_streak,
        longest_streak = excluded.longest_streak,
        last_activity_date = excluded.last_activity_date,
        updated_at = excluded.updated_at;
end
$$;

create or replace function private.on_recycling_record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.recount_community_day((new."timestamp" at time zone 'UTC')::date);
    perform private.refresh_user_streaks(new.user_id);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform private.recount_community_day((old."timestamp" at time zone 'UTC')::date);
    perform private.refresh_user_streaks(old.user_id);
  end if;
  return null;
end
$$;

create trigger recycling_records_derived_data
after insert or update or delete on public.recycling_records
for each row execute function private.on_recycling_record_change();

create or replace function private.on_tip_upvote_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.community_tips t
  set upvotes = (select count(*) from public.tip_upvotes u where u.tip_id = t.id)
  where t.id = coalesce(new.tip_id, old.tip_id);
  return null;
end
$$;

create trigger tip_upvotes_count
after insert or delete on public.tip_upvotes
for each row execute function private.on_tip_upvote_change();

-- Everyone has a progress row from sign-up on, so reading it as a single row never finds none.
create or replace function private.on_auth_user_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_progress (user_id) values (new.id) on conflict (user_id) do nothing;
  return null;
end
$$;

create trigger on_auth_user_created_progress
after insert on auth.users
for each row execute function private.on_auth_user_created();

-- ---------------------------------------------------------------------------------------------------
-- Realtime: the dashboard refreshes when a record or today's community stats change
-- ---------------------------------------------------------------------------------------------------

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.recycling_records, public.community_stats;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Privileges: Supabase grants every role everything on new objects in public; narrow that to what each
-- role may try, and let the policies decide which rows.
-- ---------------------------------------------------------------------------------------------------

revoke all on all tables in schema public from anon, authenticated;

grant select, insert, delete on public.recycling_records, public.analysis_results, public.scan_history,
  public.bookmarked_results, public.tip_upvotes to authenticated;
grant select on public.recycling_facilities, public.community_stats, public.community_tips to anon, authenticated;
grant insert, delete on public.community_tips to authenticated;
grant select, insert on public.user_progress to authenticated;
grant update (time_zone, achievements, notifications) on public.user_progress to authenticated;
grant insert on public.correction_suggestions to anon, authenticated;
grant select, delete on public.correction_suggestions to authenticated;
grant select on public.user_activity_stats, public.user_impact_totals to authenticated;

revoke execute on all functions in schema public from public, anon, authenticated;
grant execute on function public.get_nearby_facilities(double precision, double precision, double precision) to anon, authenticated;
grant execute on function public.calculate_current_streak(uuid, text), public.calculate_longest_streak(uuid, text) to authenticated;

-- The streak functions run with the caller's rights (row-level security applies inside them), so the
-- caller needs the private helpers they use; the schema is not exposed through the API.
revoke all on schema private from public, anon;
revoke execute on all functions in schema private from public, anon, authenticated;
grant usage on schema private to authenticated;
grant execute on function private.require_self(uuid), private.current_streak(uuid, text), private.longest_streak(uuid, text),
  private.activity_runs(uuid, text), private.zone_or_utc(text), private.is_valid_impact(jsonb) to authenticated;
