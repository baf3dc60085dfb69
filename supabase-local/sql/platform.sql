-- platform.sql: the parts of a hosted Supabase project that exist before any migration runs
-- (roles, default grants, auth and storage schemas, the realtime publication and realtime.messages).
-- supabase-local applies it once on a fresh database (PGlite 0.5 or PostgreSQL 15+), before
-- supabase/migrations. Its last section ("Platform additions") is re-runnable and is also applied
-- to databases an older platform.sql made.

-- Roles: PostgREST switches to one of these per request; RLS is what protects the data.
-- Roles are cluster-wide, so create them only when missing (several databases may share a cluster).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Supabase's default grants: every role may use public objects, RLS decides which rows.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- auth: the tables GoTrue owns. The auth server writes them as the database owner.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  instance_id uuid,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_sign_in_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz
);
comment on table auth.users is 'Auth: one row per account (GoTrue column names).';

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz
);
create index sessions_user_id_idx on auth.sessions (user_id);
comment on table auth.sessions is 'Auth: one row per signed-in session.';

create table auth.refresh_tokens (
  id bigserial primary key,
  token text unique,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
comment on table auth.refresh_tokens is 'Auth: rotating refresh tokens, parent chains one rotation to the next.';

-- The claims of the current request, as PostgREST sets them (request.jwt.claims) or as older
-- PostgREST versions did (request.jwt.claim.<name>).
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- storage: the tables Supabase Storage owns. Clients reach objects through RLS policies that
-- the project's migrations define; buckets are managed by the storage server as the owner.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
comment on table storage.buckets is 'Storage: buckets with their public flag and upload limits.';

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
comment on table storage.objects is 'Storage: one row per stored file; RLS policies decide who may read or write.';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Path helpers with Supabase's semantics: 'a/b/c.png' → folders {a,b}, file 'c.png', extension 'png'.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[1:array_length(parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[array_length(parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  file text := storage.filename(name);
begin
  if position('.' in file) = 0 then
    return '';
  end if;
  return reverse(split_part(reverse(file), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Realtime: tables are added to the publication by the project's migrations.
create publication supabase_realtime;

-- Realtime private channels are authorised against realtime.messages (the project's migrations
-- write its RLS policies) with realtime.topic() naming the channel's topic inside them. Hosted
-- projects have both, with these columns, grants and RLS on (Supabase Realtime's migrations).
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
comment on table realtime.messages is 'Realtime: the rows private channels are authorised against (RLS SELECT = receive, INSERT = send); supabase-local only writes probe rows it rolls back.';
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- Platform additions: what a fresh hosted project also has — the PostgREST and admin roles, the
-- extensions schema, GoTrue's full auth.users and auth.identities. Every statement is re-runnable
-- (src/db/platform-upgrade.ts applies this section to databases an older platform.sql made).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin bypassrls;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
-- A PGlite opened without its contrib bundles (a bare `new PGlite()`) has neither; the server loads both.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pgcrypto') then
    create extension if not exists pgcrypto with schema extensions;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'uuid-ossp') then
    create extension if not exists "uuid-ossp" with schema extensions;
  end if;
end
$$;

alter table auth.users
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token varchar(255),
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists is_super_admin boolean,
  add column if not exists phone text default null,
  add column if not exists phone_confirmed_at timestamptz,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0,
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists is_anonymous boolean not null default false;
create unique index if not exists users_phone_key on auth.users (phone);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
comment on table auth.identities is 'Auth: one row per sign-in method of a user (email here).';

-- Broadcast from the database, as hosted Realtime offers it: a broadcast row inserted into
-- realtime.messages (realtime.send, or the HTTP broadcast API) reaches the channels of its topic
-- when the transaction commits. supabase-local learns of it by NOTIFY (hosted Realtime reads the WAL).
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;
grant execute on function realtime.send(jsonb, text, text, boolean) to authenticated, service_role;

create or replace function realtime.notify_broadcast() returns trigger
language plpgsql
as $$
begin
  if new.extension = 'broadcast' and new.event is not null then
    perform pg_notify('supabase_local_broadcast', json_build_object('id', new.id, 'inserted_at', new.inserted_at)::text);
  end if;
  return null;
end
$$;
drop trigger if exists supabase_local_broadcast on realtime.messages;
create trigger supabase_local_broadcast after insert on realtime.messages
  for each row execute function realtime.notify_broadcast();
