-- favorites.item_id and reports.item_id name a row of another table chosen by item_type, so they
-- have no foreign key, and the database took any uuid a client sent: reports against events that
-- never existed filled the admins' queue, favourites piled up for nothing. Writes now need the
-- item to exist (SQLSTATE 23503, as a foreign key would answer). Existing rows are left alone.

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
  end if;
  return new;
end
$$;
comment on function public.check_item_exists() is 'Refuses favourites and reports whose item_id names no row of the table item_type says.';
revoke execute on function public.check_item_exists() from public, anon, authenticated;

create trigger check_item_exists
  before insert or update of item_id, item_type on public.favorites
  for each row execute function public.check_item_exists();

create trigger check_item_exists
  before insert or update of item_id, item_type on public.reports
  for each row execute function public.check_item_exists();
