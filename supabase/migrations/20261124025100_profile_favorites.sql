-- Saved flatmates (issue 12): a favourite may point at a student's profile (item_type 'profile')
-- as well as at an accommodation. RLS is unchanged: a user reads, adds and removes only their
-- own favourites. check_item_exists (20261123080400) now also refuses a profile favourite whose
-- item_id is not a student's profile (flatmates are students).

alter table public.favorites drop constraint favorites_item_type_check;
alter table public.favorites
  add constraint favorites_item_type_check check (item_type in ('accommodation', 'profile'));

create or replace function public.check_item_exists()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.item_type = 'accommodation'
     and not exists (select 1 from public.accommodations where id = new.item_id) then
    raise exception 'El alojamiento no existe' using errcode = '23503', detail = format('accommodation %s', new.item_id);
  elsif new.item_type = 'event'
     and not exists (select 1 from public.events where id = new.item_id) then
    raise exception 'El evento no existe' using errcode = '23503', detail = format('event %s', new.item_id);
  elsif new.item_type = 'profile'
     and not exists (select 1 from public.profiles where id = new.item_id and user_type = 'student') then
    raise exception 'El perfil no existe' using errcode = '23503', detail = format('profile %s', new.item_id);
  end if;
  return new;
end
$$;
comment on function public.check_item_exists() is 'Refuses favourites and reports whose item_id names no row of the table item_type says (a student''s profile for ''profile'').';
