-- An event's capacity had only a floor (capacity >= 2): the creation form now refuses more than
-- 10.000 people (mf-social's MAX_CAPACITY), and the API must refuse what the form does, or a
-- direct insert shows '2147483647 plazas' on the events page. Events already over it are
-- brought down to the cap before the check is validated.
alter table public.events
  add constraint events_capacity_max check (capacity <= 10000) not valid;
update public.events set capacity = 10000 where capacity > 10000;
alter table public.events validate constraint events_capacity_max;
