-- One request, one transaction for the profile form (issue 10): the public row and the private
-- phone change together or not at all. Before, the browser wrote profiles, then profile_contacts,
-- and a failure in between left half a save.

create or replace function public.update_own_profile(p_profile jsonb, p_phone text)
returns void
language plpgsql
-- Invoker: RLS and the column grants check every write, as for the two updates it replaces.
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  merged public.profiles;
begin
  if me is null then
    raise exception 'Inicia sesión para editar tu perfil.' using errcode = '42501';
  end if;
  -- The fields p_profile names take its values; the rest keep theirs.
  select * into merged
    from jsonb_populate_record((select p from public.profiles p where p.id = me), p_profile);
  update public.profiles
     set full_name = merged.full_name,
         city = merged.city,
         career = merged.career,
         gender = merged.gender,
         bio = merged.bio,
         hobbies = merged.hobbies,
         profile_picture_url = merged.profile_picture_url,
         is_looking_for_roommate = merged.is_looking_for_roommate,
         budget = merged.budget,
         gender_preference = merged.gender_preference,
         early_bird = merged.early_bird,
         party_animal = merged.party_animal,
         house_parties = merged.house_parties,
         smoker_tolerant = merged.smoker_tolerant,
         pets_allowed = merged.pets_allowed
   where id = me;
  if not found then
    raise exception 'No se encontró tu perfil.' using errcode = 'P0002';
  end if;
  update public.profile_contacts set phone = p_phone where id = me;
  if not found then
    raise exception 'No se encontró tu perfil.' using errcode = 'P0002';
  end if;
end
$$;
comment on function public.update_own_profile(jsonb, text) is
  'Saves the signed-in user''s profile fields (id, created_at, email and user_type are not among them) and phone in one transaction.';
revoke execute on function public.update_own_profile(jsonb, text) from public, anon;
grant execute on function public.update_own_profile(jsonb, text) to authenticated;
