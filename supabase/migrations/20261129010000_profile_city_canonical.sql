-- A profile's city is typed by hand (registration, /profile, the admin's user dialog), while
-- RoomieMatch, its saved searches and the student's 'Para ti' page compare it exactly with the
-- covered cities' names. A student who typed 'valencia', ' València' or 'Castellon' was never
-- listed under their city. The database now keeps one spelling: on insert or update, a city that
-- names a covered city (case, accents, spacing and the Valencian names aside) is stored as that
-- city's name; any other city is kept as typed, its whitespace trimmed and collapsed, and an empty
-- one becomes null. Every reader then stays an exact comparison. The names are shared-ui's
-- COVERED_CITIES.

create function private.canonical_city(p_city text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case key
           when '' then null
           when 'valencia' then 'Valencia'
           when 'alicante' then 'Alicante'
           when 'alacant' then 'Alicante'
           when 'castellon' then 'Castellón de la Plana'
           when 'castello' then 'Castellón de la Plana'
           when 'castellon de la plana' then 'Castellón de la Plana'
           when 'castello de la plana' then 'Castellón de la Plana'
           when 'zaragoza' then 'Zaragoza'
           else tidy
         end
    from (select btrim(regexp_replace(p_city, '\s+', ' ', 'g')) as tidy) t,
         lateral (select lower(translate(t.tidy, 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜáàâäéèêëíìîïóòôöúùûü',
                                                'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuu')) as key) k
$$;
comment on function private.canonical_city(text) is
  'A typed city as stored: a covered city''s name whatever its case, accents, spacing or Valencian name; any other city with its whitespace trimmed and collapsed; empty as null.';

-- Definer: the signed-in roles that write profiles have no access to the private schema.
create function private.canonical_profile_city()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.city := private.canonical_city(new.city);
  return new;
end
$$;
revoke execute on function private.canonical_profile_city() from public, anon, authenticated;
revoke execute on function private.canonical_city(text) from public, anon, authenticated;

create trigger canonical_profile_city
  before insert or update of city on public.profiles
  for each row execute function private.canonical_profile_city();

update public.profiles set city = private.canonical_city(city)
 where city is distinct from private.canonical_city(city);
