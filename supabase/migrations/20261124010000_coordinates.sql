-- Where things are: accommodations, leisure spots and universities gain a latitude and longitude
-- (WGS 84 degrees) so the site can show them on a map and search "in this area". Both or neither:
-- a point with one coordinate is no point. The search filters a bounding box
-- (latitude between … and longitude between …), which the (latitude, longitude) index serves
-- without PostGIS (hosted projects may lack it; PGlite does).

do $$
declare
  t text;
begin
  foreach t in array array['universities', 'accommodations', 'leisure_spots'] loop
    execute format(
      'alter table public.%1$I
         add column latitude double precision,
         add column longitude double precision,
         add constraint %2$I check (
           (latitude is null) = (longitude is null)
           and latitude between -90 and 90 and longitude between -180 and 180)',
      t, t || '_coordinates_valid');
    execute format('comment on column public.%I.latitude is %L', t, 'WGS 84 latitude, degrees (null: not on the map).');
    execute format('comment on column public.%I.longitude is %L', t, 'WGS 84 longitude, degrees (null: not on the map).');
  end loop;
end
$$;

create index accommodations_location_idx on public.accommodations (latitude, longitude);
create index leisure_spots_location_idx on public.leisure_spots (latitude, longitude);
