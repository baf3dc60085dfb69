-- A listing's price, rooms and size had only a floor: the publishing forms now refuse more than
-- 10.000 € a room, 1.000 rooms and 100.000 m² (shared-ui's LISTING_MAXIMA), and the API must
-- refuse what the forms do, or a direct insert shows '99.999.999 €/mes' on the search page.
-- Listings already over a cap are brought down to it before the checks are validated.
alter table public.accommodations
  add constraint accommodations_price_per_room_max check (price_per_room <= 10000) not valid,
  add constraint accommodations_total_rooms_max check (total_rooms <= 1000) not valid,
  add constraint accommodations_square_meters_max check (square_meters <= 100000) not valid;
update public.accommodations set price_per_room = 10000 where price_per_room > 10000;
update public.accommodations
   set total_rooms = 1000, available_rooms = least(available_rooms, 1000)
 where total_rooms > 1000;
update public.accommodations set square_meters = 100000 where square_meters > 100000;
alter table public.accommodations validate constraint accommodations_price_per_room_max;
alter table public.accommodations validate constraint accommodations_total_rooms_max;
alter table public.accommodations validate constraint accommodations_square_meters_max;
