-- UniVida storage: the two buckets of SPEC §7 and who may write where.
-- Public read; uploads only under the writer's own id prefix (news images: admins only);
-- images only (the storage server checks the bytes against allowed_mime_types); 5 MB each.
--   profile-pictures            profile-pictures/{userId}-{timestamp}.{ext}
--   leisure_suggestions_images  {userId}-{timestamp}.{ext}   and   news/{timestamp}.{ext}

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('profile-pictures', 'profile-pictures', true, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('leisure_suggestions_images', 'leisure_suggestions_images', true, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Reading (public buckets serve files without RLS; these policies cover listing and download).
create policy "Visitors can read public images" on storage.objects
  for select to anon
  using (bucket_id in ('profile-pictures', 'leisure_suggestions_images'));
create policy "Users can read public images" on storage.objects
  for select to authenticated
  using (bucket_id in ('profile-pictures', 'leisure_suggestions_images'));

-- Profile pictures: profile-pictures/{own id}-...
create policy "Users can upload their profile pictures" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'profile-pictures'
    and starts_with(name, 'profile-pictures/' || (select auth.uid())::text || '-')
  );
create policy "Users can replace their profile pictures" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'profile-pictures'
    and starts_with(name, 'profile-pictures/' || (select auth.uid())::text || '-')
  )
  with check (
    bucket_id = 'profile-pictures'
    and starts_with(name, 'profile-pictures/' || (select auth.uid())::text || '-')
  );
create policy "Users can delete their profile pictures" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'profile-pictures'
    and starts_with(name, 'profile-pictures/' || (select auth.uid())::text || '-')
  );

-- Suggestion images: {own id}-...
create policy "Users can upload their suggestion images" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'leisure_suggestions_images'
    and starts_with(name, (select auth.uid())::text || '-')
  );
create policy "Users can replace their suggestion images" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'leisure_suggestions_images'
    and starts_with(name, (select auth.uid())::text || '-')
  )
  with check (
    bucket_id = 'leisure_suggestions_images'
    and starts_with(name, (select auth.uid())::text || '-')
  );
create policy "Users can delete their suggestion images" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'leisure_suggestions_images'
    and starts_with(name, (select auth.uid())::text || '-')
  );

-- News images: news/... by admins.
create policy "Admins can upload news images" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'leisure_suggestions_images'
    and (storage.foldername(name))[1] = 'news'
    and (select public.is_admin())
  );
create policy "Admins can replace news images" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'leisure_suggestions_images'
    and (storage.foldername(name))[1] = 'news'
    and (select public.is_admin())
  )
  with check (
    bucket_id = 'leisure_suggestions_images'
    and (storage.foldername(name))[1] = 'news'
    and (select public.is_admin())
  );
create policy "Admins can delete news images" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'leisure_suggestions_images'
    and (storage.foldername(name))[1] = 'news'
    and (select public.is_admin())
  );
