-- Leisure spots near a point (issue 17: a listing's page shows the bars, parks and cinemas around
-- it). The bounding box is what the (latitude, longitude) index serves; the great-circle distance
-- (haversine, no PostGIS: hosted projects may lack it) then keeps the circle and sorts. Public data
-- read as the caller (security invoker), so leisure_spots' own policies apply.

create function public.nearby_leisure_spots(
  p_latitude double precision,
  p_longitude double precision,
  p_radius_km double precision default 2,
  p_limit integer default 3
)
returns table (
  id uuid,
  name text,
  category text,
  city text,
  avg_rating numeric,
  rating_count integer,
  distance_km double precision
)
language sql stable
security invoker
set search_path = ''
as $$
  with centre as (
    select p_latitude as lat, p_longitude as lon,
           -- 100 m to 10 km: a wider circle is a city, and the city has its own list.
           least(greatest(coalesce(p_radius_km, 2), 0.1), 10) as km
     where p_latitude between -89 and 89 and p_longitude between -180 and 180
  ),
  boxed as (
    select s.id, s.name, s.category, s.city, s.avg_rating, s.rating_count, c.km,
           2 * 6371 * asin(least(1, sqrt(
             power(sin(radians(s.latitude - c.lat) / 2), 2)
             + cos(radians(c.lat)) * cos(radians(s.latitude))
               * power(sin(radians(s.longitude - c.lon) / 2), 2)))) as distance_km
      from public.leisure_spots s, centre c
     where s.latitude between c.lat - c.km / 111.32 and c.lat + c.km / 111.32
       and s.longitude between c.lon - c.km / (111.32 * cos(radians(c.lat)))
                           and c.lon + c.km / (111.32 * cos(radians(c.lat)))
  )
  select b.id, b.name, b.category, b.city, b.avg_rating, b.rating_count, b.distance_km
    from boxed b
   where b.distance_km <= b.km
   order by b.distance_km, b.id
   limit least(greatest(coalesce(p_limit, 3), 1), 20)
$$;

comment on function public.nearby_leisure_spots(double precision, double precision, double precision, integer) is
  'Leisure spots within p_radius_km (0.1–10, default 2) of a point, nearest first, at most p_limit (1–20).';
