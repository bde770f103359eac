-- RecycleSmart: the facility format (issue 33; docs/architecture.md, "The facility format"). Each place
-- keeps its type, its street, its opening hours and website where its source gives them, and its
-- source's licence line, which is shown with it (OpenStreetMap's ODbL asks for its credit wherever its
-- data is). A place its source gives no position for (a city's table of street addresses) is kept
-- without one: it is listed for its city with no distance, never put at a made-up point.
-- `npm run seed:facilities` writes the rows (scripts/lib/facilitySeedSql.ts).

alter table public.recycling_facilities
  add column type text not null default 'other' check (type in ('container', 'centre', 'shop', 'other')),
  add column street text not null default '',
  add column opening_hours text not null default '',
  add column website text not null default '',
  add column attribution text not null default '',
  alter column latitude drop not null,
  alter column longitude drop not null,
  -- Half a position is no position.
  add constraint recycling_facilities_whole_position check ((latitude is null) = (longitude is null));

-- The same search as before (20261125000000_totals_that_scale.sql: the spatial index, one generic
-- plan), returning the new columns; a place with no position is never in a circle. A function's
-- result columns cannot change in place, so it is made again, with its grant.
drop function public.get_nearby_facilities(double precision, double precision, double precision);

create function public.get_nearby_facilities(
  p_latitude double precision,
  p_longitude double precision,
  p_radius_miles double precision default 10
)
returns table (
  id bigint,
  name text,
  type text,
  street text,
  city text,
  state text,
  latitude double precision,
  longitude double precision,
  accepted_materials text[],
  opening_hours text,
  website text,
  attribution text,
  distance_miles double precision
)
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
  select f.id, f.name, f.type, f.street, f.city, f.state, f.latitude, f.longitude, f.accepted_materials,
    f.opening_hours, f.website, f.attribution, f.distance_miles
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

revoke execute on function public.get_nearby_facilities(double precision, double precision, double precision)
  from public, anon, authenticated;
grant execute on function public.get_nearby_facilities(double precision, double precision, double precision)
  to anon, authenticated;
