// Row level security per table and role, through the real REST API: a visitor (anon key), Eve
// (a student), Oscar (an owner) and Eve pretending to be an admin try to read what is private and
// to write what is not theirs. Every write case reads the target rows back with the service role
// and requires them unchanged; every read case first proves the service role does see rows there.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, serviceClient, signUp, signUpOwner, type SignedUser } from '../support/attack.js';
import { stack } from '../support/stack-info.js';
import { expectNoRow, expectRlsRefusal, rest, rowsAsService, type RestResult } from '../support/rest-attack.js';

type Who = 'visitor' | 'eve' | 'oscar';
type Verdict = 'refused' | 'no row' | 'reads nothing';

interface Case {
  attack: string;
  who: Who;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  verdict: Verdict;
  /** POST as an upsert (Prefer: resolution=merge-duplicates). */
  upsert?: boolean;
  /** The rows that must not change: [table, column=value match]. */
  watch?: () => [string, Record<string, string>];
}

const VERDICT_TEXT: Record<Verdict, string> = {
  refused: '401/403 42501, nothing written',
  'no row': 'touches no row, data unchanged',
  'reads nothing': '200 [] though rows exist',
};

let ana: SignedUser; // the victim student
let eve: SignedUser; // the attacking student
let olga: SignedUser; // the victim owner
let oscar: SignedUser; // the attacking owner
const ids: Record<string, string> = {};
const marker = `attack-${randomUUID()}`;
const inAWeek = (days = 7) => new Date(Date.now() + days * 86_400_000).toISOString();

const firstId = async (table: string) => {
  const { data, error } = await serviceClient().from(table).select('id').limit(1).single();
  if (error || !data) throw error ?? new Error(`no row in ${table}`);
  return String((data as { id: unknown }).id);
};

async function created<T extends { id: string }>(promise: PromiseLike<{ data: T | null; error: unknown }>) {
  const { data, error } = await promise;
  if (error || !data) throw error ?? new Error('insert returned nothing');
  return data.id;
}

const eventRow = (creator: string) => ({
  creator_id: creator,
  title: 'Cena de bienvenida',
  category: 'Comida',
  event_date: inAWeek(14),
  duration_hours: 2,
  location_name: 'Plaza Mayor',
  city: 'Valencia',
  capacity: 10,
  registration_deadline: inAWeek(13),
});

beforeAll(async () => {
  [ana, eve] = await Promise.all([signUp('rls-ana', { phone: '600111222' }), signUp('rls-eve')]);
  [olga, oscar] = await Promise.all([signUpOwner('rls-olga'), signUpOwner('rls-oscar')]);
  const [spot, news, university, score] = await Promise.all(
    ['leisure_spots', 'news', 'universities', 'cut_off_scores'].map(firstId),
  );
  Object.assign(ids, { spot, news, university, score });
  const publish = (owner: SignedUser, name: string) =>
    created(
      owner.client
        .from('accommodations')
        .insert({ name, city: 'Valencia', price_per_room: 300, total_rooms: 3, available_rooms: 2, owner_id: owner.id })
        .select('id')
        .single(),
    );
  ids.acc = await publish(olga, 'Piso de Olga');
  ids.oscarAcc = await publish(oscar, 'Piso de Oscar');
  ids.favorite = await created(ana.client.from('favorites').insert({ user_id: ana.id, item_id: ids.acc }).select('id').single());
  ids.rating = await created(
    ana.client.from('leisure_spot_ratings').insert({ spot_id: ids.spot, user_id: ana.id, rating: 5, comment: 'Genial' }).select('id').single(),
  );
  ids.eveRating = await created(
    eve.client.from('leisure_spot_ratings').insert({ spot_id: ids.spot, user_id: eve.id, rating: 3 }).select('id').single(),
  );
  const suggestion = { name: 'Bar de Ana', category: 'bares_pubs', city: 'Valencia' };
  ids.suggestion = await created(
    ana.client.from('leisure_spot_suggestions').insert({ ...suggestion, suggester_id: ana.id }).select('id').single(),
  );
  ids.eveSuggestion = await created(
    eve.client.from('leisure_spot_suggestions').insert({ ...suggestion, name: 'Bar de Eve', suggester_id: eve.id }).select('id').single(),
  );
  ids.event = await created(ana.client.from('events').insert(eventRow(ana.id)).select('id').single());
  ids.eveEvent = await created(eve.client.from('events').insert(eventRow(eve.id)).select('id').single());
  const eveChat = await serviceClient().from('events').select('conversation_id').eq('id', ids.eveEvent).single();
  ids.eveConversation = String(eveChat.data?.conversation_id);
  // Ana takes part in her event from its creation (the database adds its signed-in creator).
  ids.report = await created(
    ana.client.from('reports').insert({ reporter_id: ana.id, item_id: ids.eveEvent, reason: 'Spam' }).select('id').single(),
  );
  ids.eveReport = await created(
    eve.client.from('reports').insert({ reporter_id: eve.id, item_id: ids.event, reason: 'Duplicado' }).select('id').single(),
  );
  const conversation = await ana.client.rpc('start_conversation', { p_other_user_id: olga.id, p_accommodation_id: ids.acc });
  if (conversation.error) throw conversation.error;
  ids.conversation = String(conversation.data);
  ids.message = await created(
    ana.client.from('messages').insert({ conversation_id: ids.conversation, sender_id: ana.id, content: 'Hola, ¿sigue libre?' }).select('id').single(),
  );
});

const as = (who: Who) => ({ visitor: null, eve, oscar })[who];

async function run(c: Case) {
  const user = as(c.who);
  const watched = c.watch?.();
  const before = watched && (await rowsAsService(...watched));
  if (watched && c.verdict === 'no row') expect(before, 'the target row exists').not.toEqual([]);
  const result = await rest(user, c.method, c.path(), c.body?.(), c.upsert);
  if (c.verdict === 'refused') expectRlsRefusal(user, result);
  if (c.verdict === 'no row') expectNoRow(result);
  if (c.verdict === 'reads nothing') {
    expect(result).toEqual({ status: 200, body: [] });
    const asService = await api(`/rest/v1/${c.path()}`, { token: stack().serviceRoleKey });
    expect(((await asService.json()) as unknown[]).length, 'the service role sees rows there').toBeGreaterThan(0);
  }
  if (watched) expect(await rowsAsService(...watched)).toEqual(before);
}

const byId = (table: string, key: string) => (): [string, Record<string, string>] => [table, { id: ids[key]! }];
const byMarker = (table: string, column = 'name') => (): [string, Record<string, string>] => [table, { [column]: marker }];

function matrix(title: string, cases: Case[]) {
  describe(title, () => {
    it.each(cases.map((c) => [`${c.attack} → ${VERDICT_TEXT[c.verdict]}`, c] as const))('%s', async (_name, c) => run(c));
  });
}

matrix('profiles', [
  { attack: 'a visitor renames a student', who: 'visitor', method: 'PATCH', path: () => `profiles?id=eq.${ana.id}`, body: () => ({ full_name: 'pwned' }), verdict: 'no row', watch: () => ['profiles', { id: ana.id }] },
  { attack: 'a visitor deletes a student', who: 'visitor', method: 'DELETE', path: () => `profiles?id=eq.${ana.id}`, verdict: 'no row', watch: () => ['profiles', { id: ana.id }] },
  { attack: "a student rewrites another student's bio", who: 'eve', method: 'PATCH', path: () => `profiles?id=eq.${ana.id}`, body: () => ({ bio: 'pwned', full_name: 'pwned' }), verdict: 'no row', watch: () => ['profiles', { id: ana.id }] },
  { attack: 'a student deletes another student (and so their account)', who: 'eve', method: 'DELETE', path: () => `profiles?id=eq.${ana.id}`, verdict: 'no row', watch: () => ['profiles', { id: ana.id }] },
  { attack: 'a student demotes every admin in one PATCH', who: 'eve', method: 'PATCH', path: () => 'profiles?user_type=eq.admin', body: () => ({ user_type: 'student' }), verdict: 'no row', watch: () => ['profiles', { user_type: 'admin' }] },
  { attack: 'a student makes themself admin', who: 'eve', method: 'PATCH', path: () => `profiles?id=eq.${eve.id}`, body: () => ({ user_type: 'admin' }), verdict: 'refused', watch: () => ['profiles', { id: eve.id }] },
  { attack: 'a student makes themself owner', who: 'eve', method: 'PATCH', path: () => `profiles?id=eq.${eve.id}`, body: () => ({ user_type: 'owner' }), verdict: 'refused', watch: () => ['profiles', { id: eve.id }] },
  { attack: 'an owner makes themself admin', who: 'oscar', method: 'PATCH', path: () => `profiles?id=eq.${oscar.id}`, body: () => ({ user_type: 'admin' }), verdict: 'refused', watch: () => ['profiles', { id: oscar.id }] },
  { attack: 'a student upserts their own profile as admin', who: 'eve', method: 'POST', upsert: true, path: () => 'profiles?on_conflict=id', body: () => ({ id: eve.id, full_name: 'rls-eve', user_type: 'admin' }), verdict: 'refused', watch: () => ['profiles', { id: eve.id }] },
  { attack: 'a student upserts their own profile as owner (the update half of the upsert)', who: 'eve', method: 'POST', upsert: true, path: () => 'profiles?on_conflict=id', body: () => ({ id: eve.id, full_name: 'rls-eve', user_type: 'owner' }), verdict: 'refused', watch: () => ['profiles', { id: eve.id }] },
  { attack: "a student upserts over another student's profile", who: 'eve', method: 'POST', upsert: true, path: () => 'profiles?on_conflict=id', body: () => ({ id: ana.id, full_name: 'pwned' }), verdict: 'refused', watch: () => ['profiles', { id: ana.id }] },
]);

matrix('profile_contacts (emails, phones and admission grades)', [
  { attack: 'a visitor lists every email and phone', who: 'visitor', method: 'GET', path: () => 'profile_contacts?select=id,email,phone', verdict: 'reads nothing' },
  { attack: "a student reads another student's phone", who: 'eve', method: 'GET', path: () => `profile_contacts?id=eq.${ana.id}&select=email,phone`, verdict: 'reads nothing' },
  { attack: 'a visitor embeds contacts into profiles', who: 'visitor', method: 'GET', path: () => `profiles?id=eq.${ana.id}&select=id,profile_contacts!inner(email,phone)`, verdict: 'reads nothing' },
  { attack: 'a student probes an email through an !inner embed filter', who: 'eve', method: 'GET', path: () => `profiles?select=id,profile_contacts!inner(id)&profile_contacts.email=eq.${encodeURIComponent(ana.email)}`, verdict: 'reads nothing' },
  { attack: 'a visitor probes a phone with a filter', who: 'visitor', method: 'GET', path: () => 'profile_contacts?phone=eq.600111222&select=id', verdict: 'reads nothing' },
  { attack: "a student plants contacts for another student", who: 'eve', method: 'POST', upsert: true, path: () => 'profile_contacts?on_conflict=id', body: () => ({ id: ana.id, email: 'eve@evil.example', phone: '666' }), verdict: 'refused', watch: () => ['profile_contacts', { id: ana.id }] },
  { attack: "a student rewrites another student's email", who: 'eve', method: 'PATCH', path: () => `profile_contacts?id=eq.${ana.id}`, body: () => ({ email: 'eve@evil.example' }), verdict: 'refused', watch: () => ['profile_contacts', { id: ana.id }] },
  { attack: "a student deletes another student's contacts", who: 'eve', method: 'DELETE', path: () => `profile_contacts?id=eq.${ana.id}`, verdict: 'no row', watch: () => ['profile_contacts', { id: ana.id }] },
  { attack: 'a visitor rewrites every phone', who: 'visitor', method: 'PATCH', path: () => `profile_contacts?id=eq.${ana.id}`, body: () => ({ phone: '666' }), verdict: 'refused', watch: () => ['profile_contacts', { id: ana.id }] },
  { attack: "a student reads another student's admission grade", who: 'eve', method: 'GET', path: () => `profile_contacts?id=eq.${ana.id}&select=admission_grade`, verdict: 'reads nothing' },
  { attack: "a student changes another student's admission grade", who: 'eve', method: 'PATCH', path: () => `profile_contacts?id=eq.${ana.id}`, body: () => ({ admission_grade: 14 }), verdict: 'no row', watch: () => ['profile_contacts', { id: ana.id }] },
  { attack: 'a visitor sets an admission grade', who: 'visitor', method: 'PATCH', path: () => `profile_contacts?id=eq.${ana.id}`, body: () => ({ admission_grade: 14 }), verdict: 'refused', watch: () => ['profile_contacts', { id: ana.id }] },
]);

matrix('universities and cut_off_scores (read-only catalogue)', [
  { attack: 'a student adds a university', who: 'eve', method: 'POST', path: () => 'universities', body: () => ({ name: marker, city: 'Valencia', short_name: 'X' }), verdict: 'refused', watch: byMarker('universities') },
  { attack: 'a student renames a university', who: 'eve', method: 'PATCH', path: () => `universities?id=eq.${ids.university}`, body: () => ({ short_name: 'PWN' }), verdict: 'no row', watch: byId('universities', 'university') },
  { attack: 'a visitor deletes a university', who: 'visitor', method: 'DELETE', path: () => `universities?id=eq.${ids.university}`, verdict: 'no row', watch: byId('universities', 'university') },
  { attack: 'a student lowers a cut-off score', who: 'eve', method: 'PATCH', path: () => `cut_off_scores?id=eq.${ids.score}`, body: () => ({ score: 5 }), verdict: 'no row', watch: byId('cut_off_scores', 'score') },
  { attack: 'a student deletes a cut-off score', who: 'eve', method: 'DELETE', path: () => `cut_off_scores?id=eq.${ids.score}`, verdict: 'no row', watch: byId('cut_off_scores', 'score') },
  { attack: 'a visitor inserts a cut-off score', who: 'visitor', method: 'POST', path: () => 'cut_off_scores', body: () => ({ career: marker, university: 'Universitat de València', city: 'Valencia', score: 5, course: '2025' }), verdict: 'refused', watch: byMarker('cut_off_scores', 'career') },
]);

const accommodation = (owner: () => string) => () => ({ name: marker, city: 'Valencia', price_per_room: 1, total_rooms: 1, available_rooms: 1, owner_id: owner() });

matrix('accommodations', [
  { attack: 'a student publishes a listing', who: 'eve', method: 'POST', path: () => 'accommodations', body: accommodation(() => eve.id), verdict: 'refused', watch: byMarker('accommodations') },
  { attack: 'an owner publishes a listing in another owner’s name', who: 'oscar', method: 'POST', path: () => 'accommodations', body: accommodation(() => olga.id), verdict: 'refused', watch: byMarker('accommodations') },
  { attack: 'a visitor publishes a listing', who: 'visitor', method: 'POST', path: () => 'accommodations', body: accommodation(() => olga.id), verdict: 'refused', watch: byMarker('accommodations') },
  { attack: "an owner cuts another owner's price", who: 'oscar', method: 'PATCH', path: () => `accommodations?id=eq.${ids.acc}`, body: () => ({ price_per_room: 1, available_rooms: 0 }), verdict: 'no row', watch: byId('accommodations', 'acc') },
  { attack: "an owner deletes another owner's listing", who: 'oscar', method: 'DELETE', path: () => `accommodations?id=eq.${ids.acc}`, verdict: 'no row', watch: byId('accommodations', 'acc') },
  { attack: 'an owner hands their listing to another owner', who: 'oscar', method: 'PATCH', path: () => `accommodations?id=eq.${ids.oscarAcc}`, body: () => ({ owner_id: olga.id }), verdict: 'refused', watch: byId('accommodations', 'oscarAcc') },
  { attack: 'a student edits a listing', who: 'eve', method: 'PATCH', path: () => `accommodations?id=eq.${ids.acc}`, body: () => ({ description: 'pwned' }), verdict: 'no row', watch: byId('accommodations', 'acc') },
  { attack: 'a visitor deletes a listing', who: 'visitor', method: 'DELETE', path: () => `accommodations?id=eq.${ids.acc}`, verdict: 'no row', watch: byId('accommodations', 'acc') },
]);

matrix('favorites', [
  { attack: "a visitor lists everyone's favourites", who: 'visitor', method: 'GET', path: () => 'favorites?select=user_id,item_id', verdict: 'reads nothing' },
  { attack: "a student lists another student's favourites", who: 'eve', method: 'GET', path: () => `favorites?user_id=eq.${ana.id}`, verdict: 'reads nothing' },
  { attack: 'a student embeds another student’s favourites into their profile', who: 'eve', method: 'GET', path: () => `profiles?id=eq.${ana.id}&select=id,favorites!inner(item_id)`, verdict: 'reads nothing' },
  { attack: 'a student saves a favourite for another student', who: 'eve', method: 'POST', path: () => 'favorites', body: () => ({ user_id: ana.id, item_id: ids.oscarAcc }), verdict: 'refused', watch: () => ['favorites', { user_id: ana.id }] },
  { attack: "a student removes another student's favourite", who: 'eve', method: 'DELETE', path: () => `favorites?id=eq.${ids.favorite}`, verdict: 'no row', watch: byId('favorites', 'favorite') },
  { attack: "a student repoints another student's favourite", who: 'eve', method: 'PATCH', path: () => `favorites?id=eq.${ids.favorite}`, body: () => ({ item_id: ids.oscarAcc }), verdict: 'no row', watch: byId('favorites', 'favorite') },
]);

const spot = () => ({ name: marker, category: 'bares_pubs', city: 'Valencia' });

matrix('leisure_spots and ratings', [
  { attack: 'a student adds a leisure spot', who: 'eve', method: 'POST', path: () => 'leisure_spots', body: spot, verdict: 'refused', watch: byMarker('leisure_spots') },
  { attack: 'a visitor adds a leisure spot', who: 'visitor', method: 'POST', path: () => 'leisure_spots', body: spot, verdict: 'refused', watch: byMarker('leisure_spots') },
  { attack: 'a student renames a leisure spot', who: 'eve', method: 'PATCH', path: () => `leisure_spots?id=eq.${ids.spot}`, body: () => ({ name: 'pwned' }), verdict: 'no row', watch: byId('leisure_spots', 'spot') },
  { attack: "a student sets a spot's average to 5 stars", who: 'eve', method: 'PATCH', path: () => `leisure_spots?id=eq.${ids.spot}`, body: () => ({ avg_rating: 5, rating_count: 1000 }), verdict: 'no row', watch: byId('leisure_spots', 'spot') },
  { attack: 'a student deletes a leisure spot', who: 'eve', method: 'DELETE', path: () => `leisure_spots?id=eq.${ids.spot}`, verdict: 'no row', watch: byId('leisure_spots', 'spot') },
  { attack: 'a student rates in another student’s name', who: 'eve', method: 'POST', path: () => 'leisure_spot_ratings', body: () => ({ spot_id: ids.spot, user_id: olga.id, rating: 1 }), verdict: 'refused', watch: () => ['leisure_spot_ratings', { user_id: olga.id }] },
  { attack: "a student upserts over another student's rating", who: 'eve', method: 'POST', upsert: true, path: () => 'leisure_spot_ratings?on_conflict=spot_id,user_id', body: () => ({ spot_id: ids.spot, user_id: ana.id, rating: 1 }), verdict: 'refused', watch: byId('leisure_spot_ratings', 'rating') },
  { attack: "a student lowers another student's rating", who: 'eve', method: 'PATCH', path: () => `leisure_spot_ratings?id=eq.${ids.rating}`, body: () => ({ rating: 1, comment: 'pwned' }), verdict: 'no row', watch: byId('leisure_spot_ratings', 'rating') },
  { attack: "a student deletes another student's rating", who: 'eve', method: 'DELETE', path: () => `leisure_spot_ratings?id=eq.${ids.rating}`, verdict: 'no row', watch: byId('leisure_spot_ratings', 'rating') },
  { attack: 'a student passes their own rating off as another student’s', who: 'eve', method: 'PATCH', path: () => `leisure_spot_ratings?id=eq.${ids.eveRating}`, body: () => ({ user_id: olga.id }), verdict: 'refused', watch: byId('leisure_spot_ratings', 'eveRating') },
]);

const suggestionBody = (extra: () => Record<string, unknown>) => () => ({ name: marker, category: 'bares_pubs', city: 'Valencia', ...extra() });

matrix('leisure_spot_suggestions', [
  { attack: 'a visitor lists the suggestions', who: 'visitor', method: 'GET', path: () => 'leisure_spot_suggestions?select=id,phone,website', verdict: 'reads nothing' },
  { attack: "a student lists other people's suggestions", who: 'eve', method: 'GET', path: () => `leisure_spot_suggestions?suggester_id=neq.${eve.id}`, verdict: 'reads nothing' },
  { attack: 'a student suggests a place already approved', who: 'eve', method: 'POST', path: () => 'leisure_spot_suggestions', body: suggestionBody(() => ({ suggester_id: eve.id, status: 'approved' })), verdict: 'refused', watch: byMarker('leisure_spot_suggestions') },
  { attack: 'a student suggests in another student’s name', who: 'eve', method: 'POST', path: () => 'leisure_spot_suggestions', body: suggestionBody(() => ({ suggester_id: ana.id })), verdict: 'refused', watch: byMarker('leisure_spot_suggestions') },
  { attack: 'a student approves their own suggestion by PATCH', who: 'eve', method: 'PATCH', path: () => `leisure_spot_suggestions?id=eq.${ids.eveSuggestion}`, body: () => ({ status: 'approved' }), verdict: 'no row', watch: byId('leisure_spot_suggestions', 'eveSuggestion') },
  { attack: "a student rejects another student's suggestion", who: 'eve', method: 'PATCH', path: () => `leisure_spot_suggestions?id=eq.${ids.suggestion}`, body: () => ({ status: 'rejected' }), verdict: 'no row', watch: byId('leisure_spot_suggestions', 'suggestion') },
  { attack: "a student deletes another student's suggestion", who: 'eve', method: 'DELETE', path: () => `leisure_spot_suggestions?id=eq.${ids.suggestion}`, verdict: 'no row', watch: byId('leisure_spot_suggestions', 'suggestion') },
]);

matrix('events and participants', [
  { attack: 'a student creates an event in another student’s name', who: 'eve', method: 'POST', path: () => 'events', body: () => ({ ...eventRow(ana.id), title: marker }), verdict: 'refused', watch: byMarker('events', 'title') },
  { attack: 'a visitor creates an event', who: 'visitor', method: 'POST', path: () => 'events', body: () => ({ ...eventRow(ana.id), title: marker }), verdict: 'refused', watch: byMarker('events', 'title') },
  { attack: "a student moves another student's event", who: 'eve', method: 'PATCH', path: () => `events?id=eq.${ids.event}`, body: () => ({ event_date: inAWeek(1), city: 'Madrid' }), verdict: 'no row', watch: byId('events', 'event') },
  { attack: "a student cancels another student's event", who: 'eve', method: 'DELETE', path: () => `events?id=eq.${ids.event}`, verdict: 'no row', watch: byId('events', 'event') },
  { attack: 'a student signs another student up for an event', who: 'eve', method: 'POST', path: () => 'event_participants', body: () => ({ event_id: ids.eveEvent, user_id: olga.id }), verdict: 'refused', watch: () => ['event_participants', { event_id: ids.eveEvent! }] },
  { attack: 'a student throws another student out of an event', who: 'eve', method: 'DELETE', path: () => `event_participants?event_id=eq.${ids.event}&user_id=eq.${ana.id}`, verdict: 'no row', watch: () => ['event_participants', { event_id: ids.event! }] },
  { attack: 'a visitor joins an event', who: 'visitor', method: 'POST', path: () => 'event_participants', body: () => ({ event_id: ids.event, user_id: ana.id }), verdict: 'refused', watch: () => ['event_participants', { event_id: ids.event! }] },
]);

matrix('reports', [
  { attack: 'a visitor lists the reports', who: 'visitor', method: 'GET', path: () => 'reports?select=reporter_id,reason', verdict: 'reads nothing' },
  { attack: "a student reads who reported them", who: 'eve', method: 'GET', path: () => `reports?item_id=eq.${ids.eveEvent}`, verdict: 'reads nothing' },
  { attack: 'a student reports in another student’s name', who: 'eve', method: 'POST', path: () => 'reports', body: () => ({ reporter_id: ana.id, item_id: ids.event, reason: marker }), verdict: 'refused', watch: byMarker('reports', 'reason') },
  { attack: 'a student files a report already reviewed', who: 'eve', method: 'POST', path: () => 'reports', body: () => ({ reporter_id: eve.id, item_id: ids.event, reason: marker, status: 'reviewed' }), verdict: 'refused', watch: byMarker('reports', 'reason') },
  { attack: 'a student dismisses the report against them', who: 'eve', method: 'PATCH', path: () => `reports?id=eq.${ids.report}`, body: () => ({ status: 'dismissed' }), verdict: 'no row', watch: byId('reports', 'report') },
  { attack: 'a student marks their own report reviewed', who: 'eve', method: 'PATCH', path: () => `reports?id=eq.${ids.eveReport}`, body: () => ({ status: 'reviewed' }), verdict: 'no row', watch: byId('reports', 'eveReport') },
  { attack: 'a student deletes the report against them', who: 'eve', method: 'DELETE', path: () => `reports?id=eq.${ids.report}`, verdict: 'no row', watch: byId('reports', 'report') },
]);

const newsBody = () => ({ title: marker, category: 'Anuncio' });

matrix('news', [
  { attack: 'a student publishes news', who: 'eve', method: 'POST', path: () => 'news', body: newsBody, verdict: 'refused', watch: byMarker('news', 'title') },
  { attack: 'an owner publishes news', who: 'oscar', method: 'POST', path: () => 'news', body: newsBody, verdict: 'refused', watch: byMarker('news', 'title') },
  { attack: 'a visitor publishes news', who: 'visitor', method: 'POST', path: () => 'news', body: newsBody, verdict: 'refused', watch: byMarker('news', 'title') },
  { attack: 'a student features and rewrites a news item', who: 'eve', method: 'PATCH', path: () => `news?id=eq.${ids.news}`, body: () => ({ is_featured: true, title: 'pwned' }), verdict: 'no row', watch: byId('news', 'news') },
  { attack: 'a student deletes a news item', who: 'eve', method: 'DELETE', path: () => `news?id=eq.${ids.news}`, verdict: 'no row', watch: byId('news', 'news') },
]);

matrix('conversations and messages (outside the participant rules others test)', [
  { attack: 'a visitor lists conversations', who: 'visitor', method: 'GET', path: () => 'conversations?select=id,created_by', verdict: 'reads nothing' },
  { attack: 'a visitor reads messages', who: 'visitor', method: 'GET', path: () => 'messages?select=content', verdict: 'reads nothing' },
  { attack: 'a visitor lists who talks to whom', who: 'visitor', method: 'GET', path: () => 'conversation_participants?select=conversation_id,user_id', verdict: 'reads nothing' },
  { attack: "a student lists the participants of a chat they are not in", who: 'eve', method: 'GET', path: () => `conversation_participants?conversation_id=eq.${ids.conversation}`, verdict: 'reads nothing' },
  { attack: "a student reads a chat they are not in", who: 'eve', method: 'GET', path: () => `messages?conversation_id=eq.${ids.conversation}`, verdict: 'reads nothing' },
  { attack: 'a student embeds a private chat through an accommodation', who: 'eve', method: 'GET', path: () => `accommodations?id=eq.${ids.acc}&select=id,conversations!inner(id,messages(content))`, verdict: 'reads nothing' },
  { attack: 'a student posts into a chat they are not in', who: 'eve', method: 'POST', path: () => 'messages', body: () => ({ conversation_id: ids.conversation, sender_id: eve.id, content: marker }), verdict: 'refused', watch: byMarker('messages', 'content') },
  { attack: 'a student posts in another student’s name into their own event chat', who: 'eve', method: 'POST', path: () => 'messages', body: () => ({ conversation_id: ids.eveConversation, sender_id: ana.id, content: marker }), verdict: 'refused', watch: byMarker('messages', 'content') },
  { attack: "a student rewrites another student's message", who: 'eve', method: 'PATCH', path: () => `messages?id=eq.${ids.message}`, body: () => ({ content: 'pwned' }), verdict: 'no row', watch: byId('messages', 'message') },
  { attack: "a student deletes another student's message", who: 'eve', method: 'DELETE', path: () => `messages?id=eq.${ids.message}`, verdict: 'no row', watch: byId('messages', 'message') },
  { attack: "a student deletes another student's conversation", who: 'eve', method: 'DELETE', path: () => `conversations?id=eq.${ids.conversation}`, verdict: 'no row', watch: byId('conversations', 'conversation') },
  { attack: 'a student removes the participants of a chat', who: 'eve', method: 'DELETE', path: () => `conversation_participants?conversation_id=eq.${ids.conversation}`, verdict: 'no row', watch: () => ['conversation_participants', { conversation_id: ids.conversation! }] },
]);

describe('triggers that keep ownership', () => {
  it("a student points their event at another student's chat → the event keeps its own chat", async () => {
    const result = await rest(eve, 'PATCH', `events?id=eq.${ids.eveEvent}`, { conversation_id: ids.conversation, creator_id: ana.id });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject([{ conversation_id: ids.eveConversation, creator_id: eve.id }]);
    expect(await rest(eve, 'GET', `messages?conversation_id=eq.${ids.conversation}`)).toEqual({ status: 200, body: [] });
  });

  it("a student creates an event on another student's chat → it gets a fresh chat of its own", async () => {
    const result = (await rest(eve, 'POST', 'events', { ...eventRow(eve.id), conversation_id: ids.conversation })) as RestResult & { body: { conversation_id: string }[] };
    expect(result.status).toBe(201);
    expect(result.body[0]?.conversation_id).not.toBe(ids.conversation);
    expect(await rest(eve, 'GET', `messages?conversation_id=eq.${ids.conversation}`)).toEqual({ status: 200, body: [] });
  });

  it("a student rewrites their own profile id to another student's → the id stays theirs, the other profile is untouched", async () => {
    const before = await rowsAsService('profiles', { id: ana.id });
    const result = await rest(eve, 'PATCH', `profiles?id=eq.${eve.id}`, { id: ana.id, full_name: 'pwned' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject([{ id: eve.id }]);
    expect(await rowsAsService('profiles', { id: ana.id })).toEqual(before);
    await rest(eve, 'PATCH', `profiles?id=eq.${eve.id}`, { full_name: 'rls-eve' });
  });
});

// created_at orders reviews (newest first) and the admins' recent activity; the database, not the
// client, must say when a row was written, as it already does for messages, suggestions and reports.
describe('timestamps the server keeps', () => {
  const FUTURE = '2099-01-01T00:00:00+00:00';
  const recent = (row: unknown) => {
    const createdAt = Date.parse((row as { created_at: string }).created_at);
    expect(Math.abs(createdAt - Date.now())).toBeLessThan(10 * 60_000);
  };

  it('an owner publishes a listing dated 2099 to stay first among the recent ones → created_at is the server’s time', async () => {
    const result = await rest(oscar, 'POST', 'accommodations', { ...accommodation(() => oscar.id)(), created_at: FUTURE });
    expect(result.status).toBe(201);
    const [row] = await rowsAsService('accommodations', { id: (result.body as { id: string }[])[0]!.id });
    recent(row);
  });

  it('an owner re-dates their listing to 2099 → created_at keeps its first value', async () => {
    const before = await rowsAsService('accommodations', { id: ids.oscarAcc! });
    await rest(oscar, 'PATCH', `accommodations?id=eq.${ids.oscarAcc}`, { created_at: FUTURE });
    expect((await rowsAsService('accommodations', { id: ids.oscarAcc! }))[0]?.created_at).toBe(before[0]?.created_at);
  });

  it('a student re-dates their review to 2099 to stay on top of a spot → created_at keeps its first value', async () => {
    const before = await rowsAsService('leisure_spot_ratings', { id: ids.eveRating! });
    await rest(eve, 'PATCH', `leisure_spot_ratings?id=eq.${ids.eveRating}`, { created_at: FUTURE });
    expect((await rowsAsService('leisure_spot_ratings', { id: ids.eveRating! }))[0]?.created_at).toBe(before[0]?.created_at);
  });

  it('a student creates an event dated 2099 → created_at is the server’s time', async () => {
    const result = await rest(eve, 'POST', 'events', { ...eventRow(eve.id), created_at: FUTURE });
    expect(result.status).toBe(201);
    const [row] = await rowsAsService('events', { id: (result.body as { id: string }[])[0]!.id });
    recent(row);
  });
});

describe('values that come from the account, not the client', () => {
  it("a student sets another person's email on their own contacts (what admins search and see) → it stays their sign-in email", async () => {
    const result = await rest(eve, 'PATCH', `profile_contacts?id=eq.${eve.id}`, { email: ana.email });
    // Refused (403) or ignored (200) are both right; what matters is the stored email.
    expect([200, 403]).toContain(result.status);
    expect(await rowsAsService('profile_contacts', { id: eve.id })).toMatchObject([{ email: eve.email }]);
  });
});

describe('RPCs a student or visitor must not call', () => {
  it("a student approves another student's suggestion via approve_suggestion → 403 42501, still pending, no spot", async () => {
    const result = await rest(eve, 'POST', 'rpc/approve_suggestion', { p_suggestion_id: ids.suggestion });
    expectRlsRefusal(eve, result);
    expect(await rowsAsService('leisure_spot_suggestions', { id: ids.suggestion! })).toMatchObject([{ status: 'pending' }]);
    expect(await rowsAsService('leisure_spots', { name: 'Bar de Ana' })).toEqual([]);
  });

  it('a visitor calls approve_suggestion → 401 42501, still pending', async () => {
    expectRlsRefusal(null, await rest(null, 'POST', 'rpc/approve_suggestion', { p_suggestion_id: ids.suggestion }));
    expect(await rowsAsService('leisure_spot_suggestions', { id: ids.suggestion! })).toMatchObject([{ status: 'pending' }]);
  });

  it('a visitor calls start_conversation → 401 42501, no conversation created', async () => {
    const before = await rowsAsService('conversation_participants', { user_id: ana.id });
    expectRlsRefusal(null, await rest(null, 'POST', 'rpc/start_conversation', { p_other_user_id: ana.id }));
    expect(await rowsAsService('conversation_participants', { user_id: ana.id })).toEqual(before);
  });

  it('a student calls the internal refresh_spot_rating → 403 42501', async () => {
    expectRlsRefusal(eve, await rest(eve, 'POST', 'rpc/refresh_spot_rating', { p_spot_id: ids.spot }));
  });

  it("a student asks can_access_conversation about another pair's chat → false", async () => {
    expect(await rest(eve, 'POST', 'rpc/can_access_conversation', { p_conversation_id: ids.conversation })).toEqual({ status: 200, body: false });
  });

  it('a student calls a private-schema helper (private.meta_value) → 404 PGRST202', async () => {
    const result = await rest(eve, 'POST', 'rpc/meta_value', { meta: {}, camel: 'a', snake: 'b' });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 'PGRST202' });
  });
});

describe('a student pretending to be an admin', () => {
  let mallory: SignedUser;

  beforeAll(async () => {
    mallory = await signUp('rls-mallory', { user_type: 'admin', role: 'admin', is_admin: true });
    // Claims the admin type in their auth metadata too, then takes a fresh token carrying it.
    const update = await mallory.client.auth.updateUser({ data: { user_type: 'admin', role: 'service_role' } });
    if (update.error) throw update.error;
    const refreshed = await mallory.client.auth.refreshSession();
    if (refreshed.error || !refreshed.data.session) throw refreshed.error ?? new Error('no session');
    mallory.token = refreshed.data.session.access_token;
  });

  it('signs up and self-declares admin in the metadata → the profile is a student', async () => {
    expect(await rowsAsService('profiles', { id: mallory.id })).toMatchObject([{ user_type: 'student' }]);
  });

  it('with admin metadata in the token, publishes news → 403 42501, no news', async () => {
    expectRlsRefusal(mallory, await rest(mallory, 'POST', 'news', newsBody()));
    expect(await rowsAsService('news', { title: marker })).toEqual([]);
  });

  it('with admin metadata in the token, deletes a user → touches no row, the user stays', async () => {
    const before = await rowsAsService('profiles', { id: ana.id });
    expectNoRow(await rest(mallory, 'DELETE', `profiles?id=eq.${ana.id}`));
    expect(await rowsAsService('profiles', { id: ana.id })).toEqual(before);
  });

  it('with admin metadata in the token, reads every email → only their own contacts', async () => {
    const result = await rest(mallory, 'GET', 'profile_contacts?select=id');
    expect(result).toEqual({ status: 200, body: [{ id: mallory.id }] });
  });

  it('with admin metadata in the token, approves a suggestion → 403 42501, still pending', async () => {
    expectRlsRefusal(mallory, await rest(mallory, 'POST', 'rpc/approve_suggestion', { p_suggestion_id: ids.suggestion }));
    expect(await rowsAsService('leisure_spot_suggestions', { id: ids.suggestion! })).toMatchObject([{ status: 'pending' }]);
  });

  it('with admin metadata in the token, promotes another student → touches no row', async () => {
    const before = await rowsAsService('profiles', { id: eve.id });
    expectNoRow(await rest(mallory, 'PATCH', `profiles?id=eq.${eve.id}`, { user_type: 'admin' }));
    expect(await rowsAsService('profiles', { id: eve.id })).toEqual(before);
  });

  it('with admin metadata in the token, asks is_admin() → false', async () => {
    expect(await rest(mallory, 'POST', 'rpc/is_admin', {})).toEqual({ status: 200, body: false });
  });
});
