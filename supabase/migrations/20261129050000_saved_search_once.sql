-- A student saves the same search once: two saved searches with the same list and filters would
-- count and mail the same new results twice. The filters are jsonb, so key order does not make a
-- search different. Copies saved before this rule are merged into the first one saved (the
-- first one mails the digest if any copy asked for it).
update public.saved_searches kept
   set digest = true
 where not kept.digest
   and exists (
     select 1 from public.saved_searches other
      where other.user_id = kept.user_id and other.kind = kept.kind and other.filters = kept.filters
        and other.digest and other.id <> kept.id);

delete from public.saved_searches copy
 using public.saved_searches first
 where copy.user_id = first.user_id and copy.kind = first.kind and copy.filters = first.filters
   and (first.created_at, first.id) < (copy.created_at, copy.id);

create unique index saved_searches_user_kind_filters_key
  on public.saved_searches (user_id, kind, filters);
