-- Size caps: every free-text column and text list gets a length CHECK, so one request can no
-- longer store a 2 MB name or bio that every later read (and every access token) carries.
-- Limits are generous for real content (the seed and SPEC-sized texts are far below them).
-- Rows already over a limit (only abuse gets there) are clipped first, so the migration applies
-- on any deployed database and the checks then hold for every row.
-- The sign-up trigger clips metadata to the same limits rather than refusing: a refusal there
-- fails the whole sign-up with a 500 ("Database error saving new user") on hosted GoTrue.

-- True when a text list has at most max_items items of at most max_length characters each.
create or replace function private.text_items_fit(items text[], max_items integer, max_length integer)
returns boolean
language sql immutable set search_path = ''
as $$
  select cardinality(items) <= max_items
     and coalesce((select max(length(item)) from unnest(items) as item), 0) <= max_length
$$;
comment on function private.text_items_fit(text[], integer, integer) is 'Length check of the text list columns (hobbies, amenities, image_urls).';

-- Migration-only helpers: clip what is over the limit, then add the named check.
create function private.cap_text(tbl text, col text, max_length integer)
returns void
language plpgsql set search_path = ''
as $$
begin
  execute format('update public.%I set %I = left(%I, %s) where length(%I) > %s', tbl, col, col, max_length, col, max_length);
  execute format('alter table public.%I add constraint %I check (length(%I) <= %s)',
    tbl, tbl || '_' || col || '_length', col, max_length);
end
$$;

create function private.cap_text_list(tbl text, col text, max_items integer, max_length integer)
returns void
language plpgsql set search_path = ''
as $$
begin
  execute format(
    'update public.%1$I set %2$I = (select coalesce(array_agg(left(item, %4$s) order by position), ''{}'')
                                    from unnest(%2$I[1:%3$s]) with ordinality as items(item, position))
      where not private.text_items_fit(%2$I, %3$s, %4$s)', tbl, col, max_items, max_length);
  execute format('alter table public.%I add constraint %I check (private.text_items_fit(%I, %s, %s))',
    tbl, tbl || '_' || col || '_items', col, max_items, max_length);
end
$$;

select private.cap_text('profiles', 'full_name', 100);
select private.cap_text('profiles', 'city', 100);
select private.cap_text('profiles', 'career', 150);
select private.cap_text('profiles', 'bio', 1000);
select private.cap_text_list('profiles', 'hobbies', 50, 50);
select private.cap_text('profiles', 'profile_picture_url', 2048);

select private.cap_text('profile_contacts', 'email', 320);
select private.cap_text('profile_contacts', 'phone', 30);

select private.cap_text('universities', 'name', 200);
select private.cap_text('universities', 'city', 100);
select private.cap_text('universities', 'short_name', 30);

select private.cap_text('cut_off_scores', 'career', 200);
select private.cap_text('cut_off_scores', 'university', 200);
select private.cap_text('cut_off_scores', 'city', 100);
select private.cap_text('cut_off_scores', 'course', 20);

select private.cap_text('accommodations', 'name', 150);
select private.cap_text('accommodations', 'address', 300);
select private.cap_text('accommodations', 'city', 100);
select private.cap_text('accommodations', 'description', 5000);
select private.cap_text('accommodations', 'closest_university', 200);
select private.cap_text_list('accommodations', 'amenities', 50, 100);
select private.cap_text_list('accommodations', 'image_urls', 20, 2048);

select private.cap_text('leisure_spots', 'name', 150);
select private.cap_text('leisure_spots', 'description', 2000);
select private.cap_text('leisure_spots', 'city', 100);
select private.cap_text('leisure_spots', 'address', 300);
select private.cap_text('leisure_spots', 'closest_university', 200);
select private.cap_text('leisure_spots', 'image_url', 2048);

select private.cap_text('leisure_spot_ratings', 'comment', 1000);

select private.cap_text('leisure_spot_suggestions', 'name', 150);
select private.cap_text('leisure_spot_suggestions', 'description', 2000);
select private.cap_text('leisure_spot_suggestions', 'city', 100);
select private.cap_text('leisure_spot_suggestions', 'address', 300);
select private.cap_text('leisure_spot_suggestions', 'closest_university', 200);
select private.cap_text('leisure_spot_suggestions', 'image_url', 2048);
select private.cap_text('leisure_spot_suggestions', 'phone', 30);
select private.cap_text('leisure_spot_suggestions', 'website', 2048);

select private.cap_text('events', 'title', 150);
select private.cap_text('events', 'description', 5000);
select private.cap_text('events', 'location_name', 200);
select private.cap_text('events', 'city', 100);

select private.cap_text('reports', 'reason', 1000);

select private.cap_text('news', 'title', 200);
select private.cap_text('news', 'summary', 10000);
select private.cap_text('news', 'author', 100);
select private.cap_text('news', 'image_url', 2048);

-- messages.content has had its 4000-character check since the schema migration.

drop function private.cap_text(text, text, integer);
drop function private.cap_text_list(text, text, integer, integer);

-- Sign-up: metadata values are clipped to the limits above (lists keep their first items).
create or replace function private.jsonb_text_array(value jsonb, max_items integer, max_length integer)
returns text[]
language sql immutable set search_path = ''
as $$
  select coalesce(array_agg(left(btrim(item #>> '{}'), max_length) order by position), '{}')
    from (select item, position
            from jsonb_array_elements(case when jsonb_typeof(value) = 'array' then value else '[]'::jsonb end)
                 with ordinality as items(item, position)
           where jsonb_typeof(item) in ('string', 'number') and btrim(item #>> '{}') <> ''
           order by position
           limit max_items) as kept
$$;

create or replace function public.handle_new_user()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_type text := private.jsonb_text(meta -> 'user_type');
  wanted_gender text := private.jsonb_text(meta -> 'gender');
  wanted_preference text := private.jsonb_text(private.meta_value(meta, 'genderPreference', 'gender_preference'));
begin
  insert into public.profiles (
    id, full_name, city, career, gender, bio, hobbies, profile_picture_url, user_type,
    is_looking_for_roommate, budget, gender_preference, early_bird, party_animal, house_parties,
    smoker_tolerant, pets_allowed
  ) values (
    new.id,
    left(coalesce(private.jsonb_text(meta -> 'full_name'), split_part(coalesce(new.email, ''), '@', 1)), 100),
    left(private.jsonb_text(meta -> 'city'), 100),
    left(private.jsonb_text(meta -> 'career'), 150),
    case when wanted_gender in ('male', 'female', 'other') then wanted_gender::public.gender end,
    left(private.jsonb_text(meta -> 'bio'), 1000),
    private.jsonb_text_array(meta -> 'hobbies', 50, 50),
    left(private.jsonb_text(private.meta_value(meta, 'profile_picture_url', 'profilePictureUrl')), 2048),
    -- Nobody signs up as admin: only student or owner are taken from the metadata.
    case when wanted_type = 'owner' then 'owner' else 'student' end::public.user_type,
    private.jsonb_bool(private.meta_value(meta, 'isLookingForRoommate', 'is_looking_for_roommate'), false),
    private.jsonb_int(meta -> 'budget', 0, 100000, null),
    case when wanted_preference in ('any', 'male', 'female') then wanted_preference else 'any' end::public.gender_preference,
    private.jsonb_int(private.meta_value(meta, 'earlyBird', 'early_bird'), 0, 10, 5),
    private.jsonb_int(private.meta_value(meta, 'partyAnimal', 'party_animal'), 0, 10, 5),
    private.jsonb_int(private.meta_value(meta, 'houseParties', 'house_parties'), 0, 10, 5),
    private.jsonb_bool(private.meta_value(meta, 'smokerTolerant', 'smoker_tolerant'), false),
    private.jsonb_bool(private.meta_value(meta, 'petsAllowed', 'pets_allowed'), false)
  )
  on conflict (id) do nothing;

  insert into public.profile_contacts (id, email, phone)
  values (new.id, left(new.email, 320), left(private.jsonb_text(meta -> 'phone'), 30))
  on conflict (id) do nothing;
  return new;
end
$$;

drop function private.jsonb_text_array(jsonb);

create or replace function public.handle_user_email_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profile_contacts set email = left(new.email, 320) where id = new.id;
  return new;
end
$$;
