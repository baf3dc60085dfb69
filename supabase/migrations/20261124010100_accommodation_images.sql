-- Listing photos: a public bucket owners upload to from /mis-alojamientos, each under their own id
-- (accommodation-images/{userId}/{timestamp}-{n}.{ext}). Only owners and admins may write there
-- (students publish no listings); PNG or JPG only (the storage server checks the bytes against
-- allowed_mime_types) and 5 MB each, the same limits the browser checks before uploading.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('accommodation-images', 'accommodation-images', true, 5242880, array['image/png', 'image/jpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Visitors can read listing photos" on storage.objects
  for select to anon
  using (bucket_id = 'accommodation-images');
create policy "Users can read listing photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'accommodation-images');

create policy "Owners can upload their listing photos" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'accommodation-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.current_user_type()) in ('owner', 'admin')
  );
create policy "Owners can replace their listing photos" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'accommodation-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'accommodation-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.current_user_type()) in ('owner', 'admin')
  );
create policy "Owners can delete their listing photos" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'accommodation-images'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
