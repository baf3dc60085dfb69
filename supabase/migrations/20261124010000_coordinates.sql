-- Where things are: accommodations, leisure spots and universities gain a latitude and longitude
-- (WGS 84 degrees) so the site can show them on a map and search "in this area". Both or neither:
-- a point with one coordinate is no point. The search filters a bounding box
-- (latitude between … and longitude between …), which the (latitude, longitude) index serves
-- without PostGIS (hosted projects may lack it; PGlite does).

alter table public.universities
  add column latitude double precision,
  add column longitude double precision,
  add constraint universities_coordinates_valid check (
    (latitude is null) = (longitude is null)
    and latitude between -90 and 90 and longitude between -180 and 180);
comment on column public.universities.latitude is 'WGS 84 latitude of the main campus, degrees.';
comment on column public.universities.longitude is 'WGS 84 longitude of the main campus, degrees.';

alter table public.accommodations
  add column latitude double precision,
  add column longitude double precision,
  add constraint accommodations_coordinates_valid check (
    (latitude is null) = (longitude is null)
    and latitude between -90 and 90 and longitude between -180 and 180);
comment on column public.accommodations.latitude is 'WGS 84 latitude of the listing, degrees (null: not placed on the map).';
comment on column public.accommodations.longitude is 'WGS 84 longitude of the listing, degrees (null: not placed on the map).';
create index accommodations_location_idx on public.accommodations (latitude, longitude);

alter table public.leisure_spots
  add column latitude double precision,
  add column longitude double precision,
  add constraint leisure_spots_coordinates_valid check (
    (latitude is null) = (longitude is null)
    and latitude between -90 and 90 and longitude between -180 and 180);
comment on column public.leisure_spots.latitude is 'WGS 84 latitude of the place, degrees (null: not placed on the map).';
comment on column public.leisure_spots.longitude is 'WGS 84 longitude of the place, degrees (null: not placed on the map).';
create index leisure_spots_location_idx on public.leisure_spots (latitude, longitude);
