-- The trigram indexes (20261125010000) take each new row straight into the index instead of
-- GIN's pending list. A pending list is scanned linearly by every search and only merged by
-- (auto)vacuum; PGlite runs no autovacuum, so after 20,000 inserted listings the list held them
-- all, searches read it whole and the planner, costing that, preferred a sequential scan
-- (`ilike` on every row, twice per request with the count). Rows are written far more rarely
-- than searched, so the slightly slower insert is the right trade on hosted PostgreSQL too.
-- REINDEX merges what a pending list holds today and refreshes the index's size statistics.
alter index public.accommodations_name_trgm_idx set (fastupdate = off);
alter index public.accommodations_address_trgm_idx set (fastupdate = off);
alter index public.profiles_full_name_trgm_idx set (fastupdate = off);
alter index public.profile_contacts_email_trgm_idx set (fastupdate = off);
reindex index public.accommodations_name_trgm_idx;
reindex index public.accommodations_address_trgm_idx;
reindex index public.profiles_full_name_trgm_idx;
reindex index public.profile_contacts_email_trgm_idx;
