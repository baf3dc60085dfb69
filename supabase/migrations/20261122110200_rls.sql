-- UniVida row level security: RLS on every table, one policy per operation and role.
-- Visitors (anon) read the public catalogue; signed-in users write only their own rows;
-- chats are readable by their participants only; admins (SPEC §6) manage users, listings,
-- leisure spots, news and suggestions. auth.uid() is wrapped in (select ...) so it is
-- evaluated once per statement, and every column a policy tests is indexed.

alter table public.profiles enable row level security;
alter table public.profile_contacts enable row level security;
alter table public.universities enable row level security;
alter table public.cut_off_scores enable row level security;
alter table public.accommodations enable row level security;
alter table public.favorites enable row level security;
alter table public.conversations enable row level security;
alter table public.conversation_participants enable row level security;
alter table public.messages enable row level security;
alter table public.leisure_spots enable row level security;
alter table public.leisure_spot_ratings enable row level security;
alter table public.leisure_spot_suggestions enable row level security;
alter table public.events enable row level security;
alter table public.event_participants enable row level security;
alter table public.reports enable row level security;
alter table public.news enable row level security;

-- profiles: public part readable by everyone -------------------------------------------------
create policy "Visitors can read profiles" on public.profiles
  for select to anon using (true);
create policy "Users can read profiles" on public.profiles
  for select to authenticated using (true);
create policy "Users can create their own profile" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and user_type <> 'admin');
create policy "Users can update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
create policy "Admins can update any profile" on public.profiles
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins can delete profiles" on public.profiles
  for delete to authenticated
  using ((select public.is_admin()));

-- profile_contacts: email and phone, only for the user and admins ----------------------------
create policy "Users and admins can read contacts" on public.profile_contacts
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy "Users can create their own contacts" on public.profile_contacts
  for insert to authenticated
  with check (id = (select auth.uid()));
create policy "Users and admins can update contacts" on public.profile_contacts
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- universities and cut-off scores: read-only catalogue ----------------------------------------
create policy "Visitors can read universities" on public.universities
  for select to anon using (true);
create policy "Users can read universities" on public.universities
  for select to authenticated using (true);
create policy "Visitors can read cut-off scores" on public.cut_off_scores
  for select to anon using (true);
create policy "Users can read cut-off scores" on public.cut_off_scores
  for select to authenticated using (true);

-- accommodations: public listings, owners manage theirs, admins all ---------------------------
create policy "Visitors can read accommodations" on public.accommodations
  for select to anon using (true);
create policy "Users can read accommodations" on public.accommodations
  for select to authenticated using (true);
create policy "Owners can publish accommodations" on public.accommodations
  for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and (select public.current_user_type()) in ('owner', 'admin')
  );
create policy "Owners can update their accommodations" on public.accommodations
  for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy "Admins can update any accommodation" on public.accommodations
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Owners can delete their accommodations" on public.accommodations
  for delete to authenticated
  using (owner_id = (select auth.uid()));
create policy "Admins can delete any accommodation" on public.accommodations
  for delete to authenticated
  using ((select public.is_admin()));

-- favorites: private to their user -------------------------------------------------------------
create policy "Users can read their favorites" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can add their favorites" on public.favorites
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can remove their favorites" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));

-- conversations: participants only ------------------------------------------------------------
-- The creator test on the row itself lets `insert ... returning` read the new conversation back.
create policy "Participants can read conversations" on public.conversations
  for select to authenticated
  using (created_by = (select auth.uid()) or public.can_access_conversation(id));
create policy "Users can start conversations" on public.conversations
  for insert to authenticated
  with check (created_by = (select auth.uid()));
create policy "Creators can delete their conversations" on public.conversations
  for delete to authenticated
  using (created_by = (select auth.uid()));

create policy "Participants can read participants" on public.conversation_participants
  for select to authenticated
  using (public.can_access_conversation(conversation_id));
-- Only the creator of a conversation adds its participants (itself and the other user).
create policy "Creators can add participants" on public.conversation_participants
  for insert to authenticated
  with check (
    exists (
      select 1 from public.conversations c
       where c.id = conversation_id and c.created_by = (select auth.uid())
    )
  );

-- messages: read and write in conversations one takes part in, as oneself -------------------
create policy "Participants can read messages" on public.messages
  for select to authenticated
  using (public.can_access_conversation(conversation_id));
create policy "Participants can send messages" on public.messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and public.can_access_conversation(conversation_id)
  );

-- leisure spots: public, managed by admins ---------------------------------------------------
create policy "Visitors can read leisure spots" on public.leisure_spots
  for select to anon using (true);
create policy "Users can read leisure spots" on public.leisure_spots
  for select to authenticated using (true);
create policy "Admins can add leisure spots" on public.leisure_spots
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update leisure spots" on public.leisure_spots
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins can delete leisure spots" on public.leisure_spots
  for delete to authenticated using ((select public.is_admin()));

-- ratings: public, each user writes their own ---------------------------------------------------
create policy "Visitors can read ratings" on public.leisure_spot_ratings
  for select to anon using (true);
create policy "Users can read ratings" on public.leisure_spot_ratings
  for select to authenticated using (true);
create policy "Users can rate as themselves" on public.leisure_spot_ratings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can update their ratings" on public.leisure_spot_ratings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users can delete their ratings" on public.leisure_spot_ratings
  for delete to authenticated using (user_id = (select auth.uid()));

-- suggestions: the suggester and admins see them; admins decide -------------------------------
create policy "Suggesters and admins can read suggestions" on public.leisure_spot_suggestions
  for select to authenticated
  using (suggester_id = (select auth.uid()) or (select public.is_admin()));
create policy "Users can suggest places" on public.leisure_spot_suggestions
  for insert to authenticated
  with check (suggester_id = (select auth.uid()) and status = 'pending');
create policy "Admins can decide suggestions" on public.leisure_spot_suggestions
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins can delete suggestions" on public.leisure_spot_suggestions
  for delete to authenticated using ((select public.is_admin()));

-- events: public, creators manage theirs, admins may remove reported ones -------------------
create policy "Visitors can read events" on public.events
  for select to anon using (true);
create policy "Users can read events" on public.events
  for select to authenticated using (true);
create policy "Users can create events" on public.events
  for insert to authenticated with check (creator_id = (select auth.uid()));
create policy "Creators can update their events" on public.events
  for update to authenticated
  using (creator_id = (select auth.uid()))
  with check (creator_id = (select auth.uid()));
create policy "Creators can delete their events" on public.events
  for delete to authenticated using (creator_id = (select auth.uid()));
create policy "Admins can delete events" on public.events
  for delete to authenticated using ((select public.is_admin()));

create policy "Visitors can read event participants" on public.event_participants
  for select to anon using (true);
create policy "Users can read event participants" on public.event_participants
  for select to authenticated using (true);
create policy "Users can join events as themselves" on public.event_participants
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can leave events" on public.event_participants
  for delete to authenticated using (user_id = (select auth.uid()));

-- reports: the reporter and admins see them; admins review ---------------------------------
create policy "Reporters and admins can read reports" on public.reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_admin()));
create policy "Users can report as themselves" on public.reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and status = 'pending');
create policy "Admins can review reports" on public.reports
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- news: public, written by admins -------------------------------------------------------------
create policy "Visitors can read news" on public.news
  for select to anon using (true);
create policy "Users can read news" on public.news
  for select to authenticated using (true);
create policy "Admins can create news" on public.news
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins can update news" on public.news
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins can delete news" on public.news
  for delete to authenticated using ((select public.is_admin()));
