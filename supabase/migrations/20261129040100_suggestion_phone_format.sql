-- 'Sugerir un lugar' now checks the place's phone in the form with shared-auth's phoneProblem,
-- like a user's own phone (20261129020200): the database keeps the same rule for suggestions
-- (null or empty still allowed: the phone is optional), so the API cannot store what the form
-- refuses. Suggestions already saved with another shape lose the phone, not the suggestion.
alter table public.leisure_spot_suggestions
  add constraint leisure_spot_suggestions_phone_format
  check (phone is null or btrim(phone) = '' or private.phone_is_valid(phone)) not valid;
update public.leisure_spot_suggestions
   set phone = null
 where phone is not null and btrim(phone) <> '' and not private.phone_is_valid(phone);
alter table public.leisure_spot_suggestions validate constraint leisure_spot_suggestions_phone_format;
