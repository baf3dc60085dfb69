-- Seed of the chat project (applied on the first start, as the Supabase CLI does).
insert into public.collections (name, parent_id) values ('root', null);
insert into public.collections (name, parent_id) values ('a', 1), ('b', 1);
insert into public.collections (name, parent_id) values ('a1', 2);
