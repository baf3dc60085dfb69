-- Public buckets serve their files by URL without any policy; a SELECT policy on the whole
-- bucket only added listing. With the Storage list API (hosted, and supabase-local since it
-- serves it) "Visitors/Users can read public images" let anyone list every file name — and
-- profile pictures are named after their owner's id. Reading stays open through the public URL;
-- the API (list, info, download, signed URLs) shows each user their own files only.
drop policy if exists "Visitors can read public images" on storage.objects;
drop policy if exists "Users can read public images" on storage.objects;

create policy "Users can read their own images" on storage.objects
  for select to authenticated
  using (
    (bucket_id = 'profile-pictures' and starts_with(name, 'profile-pictures/' || (select auth.uid())::text || '-'))
    or (bucket_id = 'leisure_suggestions_images' and starts_with(name, (select auth.uid())::text || '-'))
    or (bucket_id = 'leisure_suggestions_images' and (storage.foldername(name))[1] = 'news' and (select public.is_admin()))
  );
