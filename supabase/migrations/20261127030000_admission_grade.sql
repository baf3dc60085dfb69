-- A student's admission grade (issue 17): /carrera/{id} says how far it is from the cut-off
-- without a ?nota= in the URL. It is private like the phone, so it lives in profile_contacts
-- (the user and admins read it), on SPEC's 0–14 scale with the thousandths the cut-offs have.

alter table public.profile_contacts
  add column admission_grade numeric(5, 3)
    constraint profile_contacts_admission_grade_range check (admission_grade between 0 and 14);
comment on column public.profile_contacts.admission_grade is
  'The student''s admission grade (0–14), from the profile form; null when not given.';

grant update (admission_grade) on public.profile_contacts to authenticated;

-- The profile form saves the grade with the rest, in the same transaction. A new parameter is a
-- new signature: the two-argument version goes, so no call can match both.
drop function public.update_own_profile(jsonb, text);

create function public.update_own_profile(
  p_profile jsonb,
  p_phone text,
  p_admission_grade numeric
)
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
  update public.profile_contacts
     set phone = p_phone,
         admission_grade = p_admission_grade
   where id = me;
  if not found then
    raise exception 'No se encontró tu perfil.' using errcode = 'P0002';
  end if;
end
$$;
comment on function public.update_own_profile(jsonb, text, numeric) is
  'Saves the signed-in user''s profile fields (id, created_at, email and user_type are not among them), phone and admission grade in one transaction.';
revoke execute on function public.update_own_profile(jsonb, text, numeric) from public, anon;
grant execute on function public.update_own_profile(jsonb, text, numeric) to authenticated;
