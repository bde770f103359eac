-- RecycleSmart: a schema that keeps its speed as people and records grow (docs/scaling.md).
-- Before this, every recorded action recounted its whole day (sum and distinct people over all of the
-- day's records) into the day's one community_stats row, and rescanned the person's whole history for
-- their streak: the cost grew with the day, and every writer of the day queued on that one row.
-- Now each change adds or subtracts only itself, spread over a few rows, and community_stats sums them
-- on read; the nearest facilities come from a spatial index instead of a latitude band.

-- ---------------------------------------------------------------------------------------------------
-- Community totals, kept incrementally
-- ---------------------------------------------------------------------------------------------------

-- Who recorded on which UTC day, and how many records: a person counts once a day, and leaves the
-- day's count only with their last record of it. Private: it says who was active when.
create table private.community_day_participants (
  date date not null,
  user_id uuid not null,
  records integer not null check (records >= 0),
  primary key (date, user_id)
);

-- A day's totals spread over 32 slots: a statement adds to a slot no one else holds (see
-- apply_record_changes), so concurrent writers do not wait on one row, and a day is read by summing
-- its slots.
create table private.community_day_slots (
  date date not null,
  slot smallint not null,
  -- Unrounded: the sum is rounded once, on read, as the recount did.
  total_weight numeric not null default 0,
  total_users integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (date, slot)
);

-- The realtime signal for the community figures (a view has no changes to publish): one row per day,
-- touched at most once a second by whichever writer finds it free, so a busy city sends subscribers a
-- steady beat instead of one message per recorded action.
create table public.community_stats_pulse (
  date date primary key,
  changed_at timestamptz not null default now()
);

-- One changed record, as the trigger hands it on: +1 added, -1 removed.
create type private.record_change as (user_id uuid, at timestamptz, weight numeric, sign smallint);

-- Existing records, counted once into the new structure (slot 0); the old table goes below.
insert into private.community_day_participants (date, user_id, records)
select (r."timestamp" at time zone 'UTC')::date, r.user_id, count(*)
from public.recycling_records r
group by 1, 2;

insert into private.community_day_slots (date, slot, total_weight, total_users)
select (r."timestamp" at time zone 'UTC')::date, 0,
  coalesce(sum((r.impact_metrics ->> 'material_reduced')::numeric), 0), count(distinct r.user_id)
from public.recycling_records r
group by 1;

drop trigger recycling_records_derived_data on public.recycling_records;
-- It served the recount of a day's records; nothing reads records by time alone any more, and every
-- insert paid for it.
drop index public.recycling_records_time_idx;
drop function private.on_recycling_record_change();
drop function private.recount_community_day(date);
drop function private.refresh_user_streaks(uuid);
-- Dropping the table also takes it out of the realtime publication.
drop table public.community_stats;

create view public.community_stats with (security_invoker = true) as
select
  s.date,
  sum(s.total_weight)::numeric(14, 3) as total_weight,
  sum(s.total_users)::integer as total_users,
  max(s.updated_at) as updated_at
from private.community_day_slots s
group by s.date;

-- Written only by the triggers: a client's write is refused as a permission, as it was on the table
-- (without this trigger Postgres would answer "cannot insert into view" before checking privileges).
create or replace function private.refuse_community_stats_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'community_stats is kept by the database from the records' using errcode = '42501';
end
$$;

create trigger community_stats_read_only
instead of insert or update or delete on public.community_stats
for each row execute function private.refuse_community_stats_write();

-- ---------------------------------------------------------------------------------------------------
-- Streaks: the same figures as private.current_streak/longest_streak, for many people in one pass
-- ---------------------------------------------------------------------------------------------------

create or replace function private.streaks_of(p_user_ids uuid[], p_time_zones text[])
returns table (user_id uuid, current_streak integer, longest_streak integer, last_activity_date date)
language sql
stable
set search_path = ''
as $$
  with people as (
    select u.user_id, private.zone_or_utc(u.time_zone) as zone
    from unnest(p_user_ids, p_time_zones) as u (user_id, time_zone)
  ),
  days as (
    select distinct pe.user_id, (r."timestamp" at time zone pe.zone)::date as day,
      (now() at time zone pe.zone)::date as today
    from people pe
    join public.recycling_records r on r.user_id = pe.user_id
  ),
  runs as (
    select d.user_id, d.day, d.today, d.day - (row_number() over (partition by d.user_id order by d.day))::integer as run_start
    from days d
    where d.day <= d.today
  ),
  lengths as (
    select r.user_id, max(r.today) as today, max(r.day) as last_day, count(*)::integer as n
    from runs r
    group by r.user_id, r.run_start
  ),
  summary as (
    select l.user_id, max(l.today) as today, max(l.last_day) as last_day, max(l.n) as longest,
      (array_agg(l.n order by l.last_day desc))[1] as last_run
    from lengths l
    group by l.user_id
  )
  select pe.user_id,
    case when s.last_day >= s.today - 1 then s.last_run else 0 end,
    coalesce(s.longest, 0),
    s.last_day
  from people pe
  left join summary s on s.user_id = pe.user_id
$$;

-- Recounts these people's streak columns from their records. The rows are locked first, so a
-- concurrent recount or step waits and this one reads every record committed before it.
create or replace function private.recount_streaks(p_user_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_zones text[];
begin
  perform 1 from public.user_progress p where p.user_id = any(p_user_ids) order by p.user_id for update;
  select array_agg(u.user_id), array_agg(p.time_zone)
  into v_ids, v_zones
  from unnest(p_user_ids) as u (user_id)
  left join public.user_progress p on p.user_id = u.user_id;
  insert into public.user_progress as p (user_id, current_streak, longest_streak, last_activity_date, updated_at)
  select s.user_id, s.current_streak, s.longest_streak, s.last_activity_date, now()
  from private.streaks_of(v_ids, v_zones) s
  -- A person whose account is being deleted (the records go by cascade) gets no new row.
  where exists (select 1 from auth.users u where u.id = s.user_id)
  on conflict (user_id) do update
    set current_streak = excluded.current_streak,
        longest_streak = excluded.longest_streak,
        last_activity_date = excluded.last_activity_date,
        updated_at = excluded.updated_at;
end
$$;

-- The streak columns are in the person's own days: a new zone recounts them there.
create or replace function private.on_time_zone_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select s.current_streak, s.longest_streak, s.last_activity_date
  into new.current_streak, new.longest_streak, new.last_activity_date
  from private.streaks_of(array[new.user_id], array[new.time_zone]) s;
  return new;
end
$$;

create trigger user_progress_time_zone_changed
before update of time_zone on public.user_progress
for each row when (old.time_zone is distinct from new.time_zone)
execute function private.on_time_zone_change();

-- ---------------------------------------------------------------------------------------------------
-- The trigger: whatever records a statement adds or removes, at a cost of its own size
-- ---------------------------------------------------------------------------------------------------

-- The order of the locks (participants, then progress rows, then a slot, then the pulse) is the same
-- in every statement, and the one row writers could share, a slot, is taken last, just before commit.
create or replace function private.apply_record_changes(p_changes private.record_change[])
returns void
language plpgsql
security definer
set search_path = ''
-- Planned once per connection: a custom plan for every call cost more than the statements themselves.
set plan_cache_mode = force_generic_plan
as $$
declare
  v_days date[];
  v_weights numeric[];
  v_users integer[];
  v_slow uuid[];
  v_slot smallint;
begin
  -- Participants, in (date, person) order: a person joins a day when their row is new (its count is
  -- just what was added) and leaves it when the count falls to 0.
  with changes as (
    select (c.at at time zone 'UTC')::date as date, c.user_id, sum(c.sign)::integer as records,
      coalesce(sum(c.sign * c.weight), 0) as weight
    from unnest(p_changes) c
    group by 1, 2
  ),
  joined as (
    insert into private.community_day_participants as p (date, user_id, records)
    select c.date, c.user_id, c.records from changes c where c.records > 0 order by c.date, c.user_id
    on conflict (date, user_id) do update set records = p.records + excluded.records
    returning p.date, p.user_id, p.records
  ),
  departed as (
    update private.community_day_participants p set records = p.records + c.records
    from changes c
    where c.records < 0 and p.date = c.date and p.user_id = c.user_id
    returning p.date, p.records
  ),
  moves as (
    select c.date, c.weight, 0 as users from changes c
    union all
    select j.date, 0, 1 from joined j join changes c on c.date = j.date and c.user_id = j.user_id where j.records = c.records
    union all
    select d.date, 0, -1 from departed d where d.records = 0
  ),
  days as (
    select m.date, sum(m.weight) as weight, sum(m.users)::integer as users
    from moves m
    group by m.date
    having sum(m.weight) <> 0 or sum(m.users) <> 0
  )
  select array_agg(d.date order by d.date), array_agg(d.weight order by d.date), array_agg(d.users order by d.date)
  into v_days, v_weights, v_users
  from days d;

  -- Rows this statement brought to 0 are locked by it, so no one else can have counted them back up.
  if exists (select 1 from unnest(p_changes) c where c.sign < 0) then
    delete from private.community_day_participants p
    using unnest(p_changes) c
    where c.sign < 0 and p.date = (c.at at time zone 'UTC')::date and p.user_id = c.user_id and p.records = 0;
  end if;

  -- Streaks. The common case, a person recording today, steps on from last_activity_date: the same
  -- day changes nothing, the day after continues the run, a later day starts one. That holds only if
  -- no record the columns have not seen lies between last_activity_date and today (a record made
  -- for a day then still in the future), which one index probe rules out. Anything else (a removal,
  -- another day) recounts that one person.
  with people as (
    select c.user_id, bool_or(c.sign < 0) as removed, min(c.at) as first_at, max(c.at) as last_at
    from unnest(p_changes) c
    group by c.user_id
  ),
  zoned as (
    select pe.*, p.user_id is not null as has_row, p.last_activity_date as last_day, p.current_streak,
      z.zone, (now() at time zone z.zone)::date as today
    from people pe
    left join public.user_progress p on p.user_id = pe.user_id
    cross join lateral (select private.zone_or_utc(p.time_zone) as zone) z
  ),
  stepping as (
    select zd.user_id, zd.today
    from zoned zd
    where zd.has_row and not zd.removed
      and (zd.first_at at time zone zd.zone)::date = zd.today
      and (zd.last_at at time zone zd.zone)::date = zd.today
      and (zd.last_day is distinct from zd.today - 1 or zd.current_streak > 0)
      and not exists (
        select 1 from public.recycling_records r
        where r.user_id = zd.user_id
          and r."timestamp" >= (coalesce(zd.last_day + 1, '-infinity'::date)::timestamp at time zone zd.zone)
          and r."timestamp" < (zd.today::timestamp at time zone zd.zone)
      )
  ),
  -- Conditions on p itself, so a concurrent step by the same person is seen after its lock.
  stepped as (
    update public.user_progress p
    set current_streak = case when p.last_activity_date = s.today - 1 then p.current_streak + 1 else 1 end,
        longest_streak = greatest(p.longest_streak,
          case when p.last_activity_date = s.today - 1 then p.current_streak + 1 else 1 end),
        last_activity_date = s.today,
        updated_at = now()
    from stepping s
    where p.user_id = s.user_id and p.last_activity_date is distinct from s.today
    returning p.user_id
  )
  select array_agg(zd.user_id) into v_slow
  from zoned zd
  where not exists (select 1 from stepping s where s.user_id = zd.user_id);

  if v_slow is not null then
    perform private.recount_streaks(v_slow);
  end if;

  -- Each day's change goes to the first of its slots no other transaction holds, so writers do not
  -- queue behind each other; only a new day's first writers, or more writers than slots, wait.
  for i in 1 .. coalesce(cardinality(v_days), 0) loop
    if not exists (select 1 from private.community_day_slots s where s.date = v_days[i]) then
      insert into private.community_day_slots (date, slot)
      select v_days[i], n from generate_series(0, 31) n
      on conflict (date, slot) do nothing;
    end if;
    select s.slot into v_slot
    from private.community_day_slots s
    where s.date = v_days[i]
    order by s.slot
    limit 1
    for update skip locked;
    if not found then
      v_slot := floor(random() * 32);
    end if;
    insert into private.community_day_slots as s (date, slot, total_weight, total_users, updated_at)
    values (v_days[i], v_slot, v_weights[i], v_users[i], now())
    on conflict (date, slot) do update
      set total_weight = s.total_weight + excluded.total_weight,
          total_users = s.total_users + excluded.total_users,
          updated_at = excluded.updated_at;
  end loop;

  -- The realtime beat: skipped when another writer holds the row or it beat within the last second.
  if v_days is not null then
    update public.community_stats_pulse p set changed_at = now()
    where p.date in (
      select q.date from public.community_stats_pulse q
      where q.date = any(v_days) and q.changed_at < now() - interval '1 second'
      order by q.date
      for update skip locked
    );
    insert into public.community_stats_pulse (date, changed_at)
    select d, now() from unnest(v_days) d
    where not exists (select 1 from public.community_stats_pulse q where q.date = d)
    on conflict (date) do nothing;
  end if;
end
$$;

-- Statement-level, so a bulk insert or a cascade of thousands of records is one pass, not thousands.
-- Transition tables allow one event per trigger: three triggers share the function.
create or replace function private.on_recycling_records_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changes private.record_change[] := '{}';
begin
  if tg_op in ('INSERT', 'UPDATE') then
    v_changes := v_changes || array(
      select row(a.user_id, a."timestamp", (a.impact_metrics ->> 'material_reduced')::numeric, 1)::private.record_change
      from added a
    );
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    v_changes := v_changes || array(
      select row(r.user_id, r."timestamp", (r.impact_metrics ->> 'material_reduced')::numeric, -1)::private.record_change
      from removed r
    );
  end if;
  if cardinality(v_changes) > 0 then
    perform private.apply_record_changes(v_changes);
  end if;
  return null;
end
$$;

create trigger recycling_records_added
after insert on public.recycling_records
referencing new table as added
for each statement execute function private.on_recycling_records_changed();

create trigger recycling_records_removed
after delete on public.recycling_records
referencing old table as removed
for each statement execute function private.on_recycling_records_changed();

create trigger recycling_records_changed
after update on public.recycling_records
referencing old table as removed new table as added
for each statement execute function private.on_recycling_records_changed();

-- Truncating the records (an operator's reset) leaves nothing to count.
create or replace function private.on_recycling_records_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate private.community_day_participants, private.community_day_slots;
  update public.user_progress
  set current_streak = 0, longest_streak = 0, last_activity_date = null, updated_at = now()
  where last_activity_date is not null or longest_streak <> 0;
  update public.community_stats_pulse set changed_at = now();
  return null;
end
$$;

create trigger recycling_records_truncated
after truncate on public.recycling_records
for each statement execute function private.on_recycling_records_truncated();

-- ---------------------------------------------------------------------------------------------------
-- Facilities near a point, through a spatial index
-- ---------------------------------------------------------------------------------------------------

-- Longitude and latitude as a plane point in Postgres' built-in R-tree (GiST): no extension, so the
-- same migration runs on Supabase, plain PostgreSQL and PGlite. The index finds the few facilities in
-- the bounding box of the search circle; only those are measured.
create index recycling_facilities_location_idx on public.recycling_facilities using gist (point(longitude, latitude));
drop index public.recycling_facilities_latitude_idx;

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
-- PL/pgSQL, not SQL, and one generic plan: it is planned once per connection, where a SQL function (or
-- a custom plan per call) is planned on every call, which took longer than running it.
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return query
  with reach as (
    -- The angle the radius spans on a 3959-mile sphere.
    select least(greatest(coalesce(p_radius_miles, 10), 0) / 3959, pi()) as angle
  ),
  bounds as (
    select
      greatest(p_latitude - degrees(r.angle), -90) as south,
      least(p_latitude + degrees(r.angle), 90) as north,
      -- How far east and west the circle reaches; a circle around a pole reaches every longitude.
      case when abs(p_latitude) + degrees(r.angle) >= 90 then 180
           else degrees(asin(sin(r.angle) / cos(radians(p_latitude)))) end as half_width
    from reach r
  ),
  boxes as (
    -- A circle across the 180th meridian is two boxes, one on each side.
    select case
        when b.half_width >= 180 then array[box(point(-180, b.south), point(180, b.north))]
        when p_longitude - b.half_width < -180 then array[
          box(point(-180, b.south), point(p_longitude + b.half_width, b.north)),
          box(point(p_longitude - b.half_width + 360, b.south), point(180, b.north))]
        when p_longitude + b.half_width > 180 then array[
          box(point(p_longitude - b.half_width, b.south), point(180, b.north)),
          box(point(-180, b.south), point(p_longitude + b.half_width - 360, b.north))]
        else array[box(point(p_longitude - b.half_width, b.south), point(p_longitude + b.half_width, b.north))]
      end as areas
    from bounds b
  ),
  candidates as (
    select f.*
    from boxes x
    cross join lateral unnest(x.areas) as a (area)
    join public.recycling_facilities f on point(f.longitude, f.latitude) <@ a.area
  )
  select f.id, f.name, f.city, f.state, f.latitude, f.longitude, f.accepted_materials, f.distance_miles
  from (
    select c.*,
      2 * 3959 * asin(least(1, sqrt(
        power(sin(radians(c.latitude - p_latitude) / 2), 2)
        + cos(radians(p_latitude)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - p_longitude) / 2), 2)
      ))) as distance_miles
    from candidates c
  ) f
  where f.distance_miles <= coalesce(p_radius_miles, 10)
  order by f.distance_miles, f.name;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Realtime and privileges
-- ---------------------------------------------------------------------------------------------------

alter table public.community_stats_pulse enable row level security;
create policy "community pulse: everyone reads" on public.community_stats_pulse for select to anon, authenticated
  using (true);

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.community_stats_pulse;
  end if;
end
$$;

-- Supabase grants every role everything on new objects in public: narrow it to reading. The view runs
-- with the reader's rights, so readers may read the slots (sums of everyone's weight, nothing personal);
-- the participants table stays out of reach.
revoke all on public.community_stats, public.community_stats_pulse from anon, authenticated;
grant select on public.community_stats, public.community_stats_pulse to anon, authenticated;
grant usage on schema private to anon;
grant select on private.community_day_slots to anon, authenticated;

-- New functions are executable by everyone by default; in private only the streak helpers that
-- authenticated was granted by name stay callable, now and for functions later migrations add (anon
-- may now see the schema, for the slots).
revoke execute on all functions in schema private from public, anon;
alter default privileges in schema private revoke execute on functions from public;
