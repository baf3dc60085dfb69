-- Substring search ("ILIKE '%term%'") served by trigram indexes instead of reading every row:
-- the accommodation search over name and address (PostgREST `or=(name.ilike.*x*,address.ilike.*x*)`,
-- a BitmapOr of the two indexes) and the admin's user search over profile names and emails
-- (admin_search_users). pg_trgm lives in schema `extensions`, where hosted Supabase installs
-- extensions; supabase-local's PGlite loads its contrib build of it.
create extension if not exists pg_trgm with schema extensions;

create index accommodations_name_trgm_idx on public.accommodations using gin (name extensions.gin_trgm_ops);
create index accommodations_address_trgm_idx on public.accommodations using gin (address extensions.gin_trgm_ops);
create index profiles_full_name_trgm_idx on public.profiles using gin (full_name extensions.gin_trgm_ops);
create index profile_contacts_email_trgm_idx on public.profile_contacts using gin (email extensions.gin_trgm_ops);
