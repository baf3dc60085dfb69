-- UniVida functions and triggers: role helpers used by RLS, the sign-up trigger, data rules the
-- database keeps itself (ratings, event capacity, event chats, category labels, user_type) and
-- the RPCs that make multi-step writes atomic.
-- Security definer functions pin search_path to '' and qualify every name.

-- Internal helpers live outside the API schema so PostgREST never exposes them.
create schema if not exists private;

-- Role helpers ---------------------------------------------------------------------------------
create or replace function public.current_user_type()
returns public.user_type
language sql stable security definer set search_path = ''
as $$
  select p.user_type from public.profiles p where p.id = (select auth.uid())
$$;
comment on function public.current_user_type() is 'user_type of the signed-in user, or null for visitors.';

create or replace function public.is_admin()
returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(public.current_user_type() = 'admin', false)
$$;
comment on function public.is_admin() is 'True when the signed-in user is an admin (SPEC §6).';

-- Sign-up: profile from the registration metadata ----------------------------------------------
-- Metadata comes from the browser, so every value is parsed defensively: a wrong type or an
-- out-of-range value falls back to the default instead of failing the sign-up.
-- The helpers are plpgsql (cached plans) and validate by pattern rather than by catching cast
-- errors: an exception block would open a subtransaction per field on every sign-up.
create or replace function private.meta_value(meta jsonb, camel text, snake text)
returns jsonb
language plpgsql immutable set search_path = ''
as $$
begin
  return coalesce(meta -> camel, meta -> snake);
end
$$;

create or replace function private.jsonb_text(value jsonb)
returns text
language plpgsql immutable set search_path = ''
as $$
begin
  -- A one-item list counts as its item (the registration form sends budget as [500]).
  return nullif(btrim(case jsonb_typeof(value)
    when 'array' then value ->> 0
    when 'null' then null
    else value #>> '{}'
  end), '');
end
$$;

create or replace function private.jsonb_int(value jsonb, low integer, high integer, fallback integer)
returns integer
language plpgsql immutable set search_path = ''
as $$
declare
  raw text := replace(private.jsonb_text(value), ',', '.');
  parsed numeric;
begin
  if raw is null or raw !~ '^-?[0-9]{1,9}(\.[0-9]+)?$' then
    return fallback;
  end if;
  parsed := raw::numeric;
  if parsed < low or parsed > high then
    return fallback;
  end if;
  return round(parsed)::integer;
end
$$;

create or replace function private.jsonb_bool(value jsonb, fallback boolean)
returns boolean
language plpgsql immutable set search_path = ''
as $$
declare
  raw text := lower(private.jsonb_text(value));
begin
  if raw in ('true', 't', 'yes', 'y', 'on', '1') then
    return true;
  elsif raw in ('false', 'f', 'no', 'n', 'off', '0') then
    return false;
  end if;
  return fallback;
end
$$;

create or replace function private.jsonb_text_array(value jsonb)
returns text[]
language sql immutable set search_path = ''
as $$
  select coalesce(array_agg(btrim(item #>> '{}') order by position), '{}')
    from jsonb_array_elements(case when jsonb_typeof(value) = 'array' then value else '[]'::jsonb end)
         with ordinality as items(item, position)
   where jsonb_typeof(item) in ('string', 'number') and btrim(item #>> '{}') <> ''
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
    coalesce(private.jsonb_text(meta -> 'full_name'), split_part(coalesce(new.email, ''), '@', 1)),
    private.jsonb_text(meta -> 'city'),
    private.jsonb_text(meta -> 'career'),
    case when wanted_gender in ('male', 'female', 'other') then wanted_gender::public.gender end,
    private.jsonb_text(meta -> 'bio'),
    private.jsonb_text_array(meta -> 'hobbies'),
    private.jsonb_text(private.meta_value(meta, 'profile_picture_url', 'profilePictureUrl')),
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
  values (new.id, new.email, private.jsonb_text(meta -> 'phone'))
  on conflict (id) do nothing;
  return new;
end
$$;
comment on function public.handle_new_user() is 'Creates the profile and its private contacts from the sign-up metadata (SPEC §3 registration payload).';

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.handle_user_email_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.profile_contacts set email = new.email where id = new.id;
  return new;
end
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- Profiles -------------------------------------------------------------------------------------
-- A user never changes their own user_type; admins may (SPEC §6), and so may the database
-- owner and service_role (how the admin account is promoted).
create or replace function public.guard_user_type()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_type is distinct from old.user_type
     and current_user in ('anon', 'authenticated')
     and not public.is_admin() then
    raise exception 'Only an admin can change user_type'
      using errcode = '42501';
  end if;
  new.id := old.id;
  new.created_at := old.created_at;
  return new;
end
$$;

create trigger guard_user_type
  before update on public.profiles
  for each row execute function public.guard_user_type();

-- Deleting a profile deletes the account it belongs to, so an admin's "delete user" also ends
-- the login (auth.users → profiles cascades the other way, and finds this row already gone).
create or replace function public.delete_account_of_profile()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from auth.users where id = old.id;
  return old;
end
$$;

create trigger delete_account_of_profile
  after delete on public.profiles
  for each row execute function public.delete_account_of_profile();

-- Accommodations: favourites of a removed listing go with it (item_id has no foreign key
-- because favourites may point at other item types later).
create or replace function public.delete_favorites_of_accommodation()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.favorites where item_type = 'accommodation' and item_id = old.id;
  return old;
end
$$;

create trigger delete_favorites_of_accommodation
  after delete on public.accommodations
  for each row execute function public.delete_favorites_of_accommodation();

-- Leisure categories ---------------------------------------------------------------------------
-- SPEC §3 shows two sets of categories (list values and admin labels); store the list values.
create or replace function public.normalize_leisure_category(category text)
returns text
language sql immutable set search_path = ''
as $$
  select case lower(btrim(category))
    when 'bar' then 'bares_pubs'
    when 'discoteca' then 'discotecas'
    when 'restaurante' then 'restaurantes'
    when 'cafetería' then 'cafeterias_heladerias'
    when 'cafeteria' then 'cafeterias_heladerias'
    when 'parque' then 'parques_playas'
    when 'gimnasio' then 'deporte'
    when 'cine' then 'cines'
    when 'otro' then 'otros'
    else btrim(category)
  end
$$;
comment on function public.normalize_leisure_category(text) is 'Maps the admin/profile labels (Bar, Cafetería, ...) to the stored list values (bares_pubs, ...).';

create or replace function public.normalize_leisure_row_category()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.category := public.normalize_leisure_category(new.category);
  return new;
end
$$;

create trigger normalize_category
  before insert or update of category on public.leisure_spots
  for each row execute function public.normalize_leisure_row_category();

create trigger normalize_category
  before insert or update of category on public.leisure_spot_suggestions
  for each row execute function public.normalize_leisure_row_category();

-- Ratings keep their spot's average ----------------------------------------------------------
-- The spot row is locked before the rating is written, so concurrent upserts on one spot are
-- applied one after the other and each recount sees every committed rating. Locking in a BEFORE
-- trigger matters: the foreign key check takes a share lock on the spot first otherwise, and two
-- raters upgrading their share locks would deadlock.
create or replace function public.lock_rated_spot()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform 1 from public.leisure_spots where id = old.spot_id for update;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform 1 from public.leisure_spots where id = new.spot_id for update;
    return new;
  end if;
  return old;
end
$$;

create trigger lock_rated_spot
  before insert or update or delete on public.leisure_spot_ratings
  for each row execute function public.lock_rated_spot();

create or replace function public.refresh_spot_rating(p_spot_id uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.leisure_spots where id = p_spot_id for update;
  update public.leisure_spots s
     set avg_rating = coalesce(r.avg_rating, 0), rating_count = r.rating_count
    from (select round(avg(rating), 2) as avg_rating, count(*)::integer as rating_count
            from public.leisure_spot_ratings where spot_id = p_spot_id) r
   where s.id = p_spot_id;
end
$$;
revoke execute on function public.refresh_spot_rating(uuid) from public, anon, authenticated;

create or replace function public.sync_spot_rating()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.refresh_spot_rating(old.spot_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.spot_id <> old.spot_id) then
    perform public.refresh_spot_rating(new.spot_id);
  end if;
  return null;
end
$$;

create trigger sync_spot_rating
  after insert or update or delete on public.leisure_spot_ratings
  for each row execute function public.sync_spot_rating();

-- Only the rating trigger writes avg_rating and rating_count; direct writes keep the old values.
create or replace function public.protect_spot_rating()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.avg_rating := 0;
    new.rating_count := 0;
  elsif pg_trigger_depth() = 1 then
    new.avg_rating := old.avg_rating;
    new.rating_count := old.rating_count;
  end if;
  return new;
end
$$;

create trigger protect_spot_rating
  before insert or update on public.leisure_spots
  for each row execute function public.protect_spot_rating();

-- Events: a chat per event, and capacity -----------------------------------------------------
create or replace function public.create_event_conversation()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.conversations (created_by) values (new.creator_id)
  returning id into new.conversation_id;
  return new;
end
$$;

create trigger create_event_conversation
  before insert on public.events
  for each row execute function public.create_event_conversation();

create or replace function public.keep_event_conversation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.conversation_id := old.conversation_id;
  new.creator_id := old.creator_id;
  return new;
end
$$;

create trigger keep_event_conversation
  before update on public.events
  for each row execute function public.keep_event_conversation();

create or replace function public.delete_event_conversation()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.conversations where id = old.conversation_id;
  return old;
end
$$;

create trigger delete_event_conversation
  after delete on public.events
  for each row execute function public.delete_event_conversation();

-- The event row is locked while counting, so two joins racing for the last place are decided
-- one after the other and the second one is refused.
create or replace function public.enforce_event_capacity()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  event_capacity integer;
  joined integer;
begin
  select capacity into event_capacity from public.events where id = new.event_id for update;
  if not found then
    return new; -- the foreign key reports the missing event
  end if;
  select count(*) into joined from public.event_participants where event_id = new.event_id;
  if joined >= event_capacity then
    raise exception 'El evento está completo'
      using errcode = '23514', detail = format('capacity %s reached', event_capacity);
  end if;
  return new;
end
$$;

create trigger enforce_event_capacity
  before insert on public.event_participants
  for each row execute function public.enforce_event_capacity();

-- Conversations --------------------------------------------------------------------------------
-- Who may read and write a conversation: its participants, its creator (so the row can be read
-- back before participants exist) and, for an event chat, the event's creator and participants.
create or replace function public.can_access_conversation(p_conversation_id uuid)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
      select 1 from public.conversation_participants cp
       where cp.conversation_id = p_conversation_id and cp.user_id = (select auth.uid()))
    or exists (
      select 1 from public.conversations c
       where c.id = p_conversation_id and c.created_by = (select auth.uid()))
    or exists (
      select 1 from public.events e
       where e.conversation_id = p_conversation_id
         and (e.creator_id = (select auth.uid())
              or exists (select 1 from public.event_participants ep
                          where ep.event_id = e.id and ep.user_id = (select auth.uid()))))
$$;
comment on function public.can_access_conversation(uuid) is 'True when the signed-in user takes part in the conversation (or in the event it belongs to).';

create or replace function public.find_conversation_between_users(
  user1_id uuid,
  user2_id uuid,
  p_accommodation_id uuid default null
)
returns uuid
language sql stable
set search_path = ''
as $$
  -- Runs with the caller's rights: RLS limits the search to conversations the caller is in.
  select c.id
    from public.conversations c
    join public.conversation_participants a on a.conversation_id = c.id and a.user_id = user1_id
    join public.conversation_participants b on b.conversation_id = c.id and b.user_id = user2_id
   where c.accommodation_id is not distinct from p_accommodation_id
     and not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by c.created_at
   limit 1
$$;
comment on function public.find_conversation_between_users(uuid, uuid, uuid) is 'The direct conversation between two users (about an accommodation, or none), or null.';

create or replace function public.start_conversation(
  p_other_user_id uuid,
  p_accommodation_id uuid default null
)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  conversation uuid;
begin
  if me is null then
    raise exception 'Debes iniciar sesión' using errcode = '42501';
  end if;
  if p_other_user_id is null or p_other_user_id = me then
    raise exception 'No puedes enviarte un mensaje a ti mismo' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles where id = p_other_user_id) then
    raise exception 'Usuario no encontrado' using errcode = 'P0002';
  end if;
  -- Serialise concurrent starts between the same pair so only one conversation is created.
  perform pg_advisory_xact_lock(hashtextextended(
    least(me, p_other_user_id)::text || greatest(me, p_other_user_id)::text || coalesce(p_accommodation_id::text, ''), 0));

  select c.id into conversation
    from public.conversations c
    join public.conversation_participants a on a.conversation_id = c.id and a.user_id = me
    join public.conversation_participants b on b.conversation_id = c.id and b.user_id = p_other_user_id
   where c.accommodation_id is not distinct from p_accommodation_id
     and not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by c.created_at
   limit 1;
  if conversation is not null then
    return conversation;
  end if;

  insert into public.conversations (accommodation_id, created_by)
  values (p_accommodation_id, me)
  returning id into conversation;
  insert into public.conversation_participants (conversation_id, user_id)
  values (conversation, me), (conversation, p_other_user_id);
  return conversation;
end
$$;
comment on function public.start_conversation(uuid, uuid) is 'Finds or creates, in one transaction, the direct conversation between the signed-in user and another user.';
revoke execute on function public.start_conversation(uuid, uuid) from public, anon;

create or replace function public.get_user_conversations_with_details(p_user_id uuid)
returns table (
  conversation_id uuid,
  other_user_id uuid,
  other_user_name text,
  other_user_avatar text,
  last_message_content text,
  last_message_at timestamptz
)
language sql stable
set search_path = ''
as $$
  -- Runs with the caller's rights: only conversations the caller may read are returned.
  select c.id,
         other.user_id,
         p.full_name,
         p.profile_picture_url,
         last_message.content,
         last_message.created_at
    from public.conversations c
    join public.conversation_participants me
      on me.conversation_id = c.id and me.user_id = p_user_id
    left join lateral (
      select cp.user_id from public.conversation_participants cp
       where cp.conversation_id = c.id and cp.user_id <> p_user_id
       order by cp.created_at
       limit 1
    ) other on true
    left join public.profiles p on p.id = other.user_id
    left join lateral (
      select m.content, m.created_at from public.messages m
       where m.conversation_id = c.id
       order by m.created_at desc
       limit 1
    ) last_message on true
   where not exists (select 1 from public.events e where e.conversation_id = c.id)
   order by coalesce(last_message.created_at, c.created_at) desc
$$;
comment on function public.get_user_conversations_with_details(uuid) is 'Conversation summaries for the chat list (SPEC §7): the other participant and the last message.';

-- Suggestions ----------------------------------------------------------------------------------
create or replace function public.approve_suggestion(p_suggestion_id uuid)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  suggestion public.leisure_spot_suggestions;
  spot_id uuid;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can approve suggestions' using errcode = '42501';
  end if;
  select * into suggestion from public.leisure_spot_suggestions
   where id = p_suggestion_id for update;
  if not found then
    raise exception 'Sugerencia no encontrada' using errcode = 'P0002';
  end if;
  if suggestion.status <> 'pending' then
    raise exception 'La sugerencia ya fue revisada' using errcode = '22023';
  end if;
  -- SPEC §4: the suggester becomes the creator; status, phone and website are dropped.
  insert into public.leisure_spots (name, description, category, city, address, closest_university, image_url, creator_id)
  values (suggestion.name, suggestion.description, suggestion.category, suggestion.city,
          coalesce(suggestion.address, ''), suggestion.closest_university, suggestion.image_url,
          suggestion.suggester_id)
  returning id into spot_id;
  update public.leisure_spot_suggestions set status = 'approved' where id = p_suggestion_id;
  return spot_id;
end
$$;
comment on function public.approve_suggestion(uuid) is 'Admins: copies a pending suggestion into leisure_spots and marks it approved, atomically. Returns the new spot id.';
revoke execute on function public.approve_suggestion(uuid) from public, anon;

-- Trigger functions are not API: nobody calls them directly.
revoke execute on function
  public.handle_new_user(), public.handle_user_email_change(), public.delete_account_of_profile(),
  public.delete_favorites_of_accommodation(), public.lock_rated_spot(), public.sync_spot_rating(),
  public.create_event_conversation(), public.delete_event_conversation(),
  public.enforce_event_capacity()
  from public, anon, authenticated;
