// Bulk demo data for benchmarks, generated inside the database with generate_series.
//   npm run seed:scale -- --accommodations 20000 --profiles 20000 [--scores 5000]
//                         [--events 20000] [--spots 5000]
//                         [--database-url URL | --data-dir .data/db]
// Targets DATABASE_URL / --database-url (PostgreSQL) or the PGlite data dir of a stopped
// supabase-local (default <repo>/.data/db). Generated rows are marked as demo: users get
// emails @scale.univida.es and app metadata {"demo": true} (the listings belong to owners),
// cut-off scores get is_demo = true. Scale users sign in with the seed password too.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@univida/supabase-local/src/db/open.ts';
import { defaultDataDir } from '@univida/supabase-local/src/paths.ts';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';

const DEMO_PASSWORD_HASH = '$2a$10$On429S4J1WvDiu96rTMDdOX7yKskYihRkcQ6B8oNA55OYZZTsQvZi'; // 'UniVida2026!'

const { values } = parseArgs({
  options: {
    accommodations: { type: 'string', default: '0' },
    profiles: { type: 'string', default: '0' },
    scores: { type: 'string', default: '0' },
    events: { type: 'string', default: '0' },
    spots: { type: 'string', default: '0' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const count = (name: 'accommodations' | 'profiles' | 'scores' | 'events' | 'spots') => {
  const n = Number.parseInt(values[name], 10);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer`);
  return n;
};
const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

// Each statement takes its size as $1 so the generated SQL stays constant.
// Users, profiles and contacts are written set-based in one statement, with the sign-up
// trigger switched off for it: the same rows handle_new_user would make, 20x faster.
const PROFILES_SQL = `
with generated as (
  select gen_random_uuid() as id, g,
         format('scale-%s-%s@scale.univida.es', $2::text, g) as email,
         (array['Ana','Pablo','Lucía','Javier','Marta','Sergio','Elena','Hugo','Irene','Diego','Sara','Álvaro'])[1 + g % 12]
           || ' ' || (array['García','Martínez','López','Sánchez','Pérez','Gómez','Ruiz','Navarro','Ferrer','Vidal'])[1 + (g / 12) % 10] as full_name,
         case when g % 10 = 0 then 'owner' else 'student' end::public.user_type as user_type,
         now() - make_interval(days => g % 365) as created_at
    from generate_series(1, $1::int) as g
),
users as (
  insert into auth.users (id, instance_id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select id, '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', email, $3, now(),
         '{"provider": "email", "providers": ["email"], "demo": true}',
         jsonb_build_object('full_name', full_name, 'user_type', user_type), created_at, created_at
    from generated
  returning id
),
profiles as (
  insert into public.profiles (id, created_at, full_name, city, career, gender, hobbies, user_type,
                               is_looking_for_roommate, budget, gender_preference, early_bird, party_animal,
                               house_parties, smoker_tolerant, pets_allowed)
  select g.id, g.created_at, g.full_name,
         (array['Valencia','Alicante','Castellón de la Plana','Zaragoza'])[1 + g % 4],
         (array['Medicina','Derecho','Psicología','Ingeniería Informática','Enfermería','Arquitectura','Periodismo','Física'])[1 + g % 8],
         (array['male','female','other'])[1 + g % 3]::public.gender,
         array[(array['Deportes','Música','Cine y Series','Videojuegos','Lectura','Viajar','Cocina','Senderismo'])[1 + g % 8],
               (array['Fotografía','Yoga','Fitness','Bailar','Idiomas','Programación','Juegos de mesa','Mascotas'])[1 + (g / 8) % 8]],
         g.user_type, g.user_type = 'student' and g % 3 <> 0, 200 + (g * 37) % 1300,
         (array['any','male','female'])[1 + g % 3]::public.gender_preference,
         g % 11, (g * 7) % 11, (g * 3) % 11, g % 4 = 0, g % 2 = 0
    from generated g join users using (id)
  returning id
)
insert into public.profile_contacts (id, email)
select g.id, g.email from generated g join profiles using (id)`;

const ACCOMMODATIONS_SQL = `
with owners as (select array_agg(id order by created_at) as ids from public.profiles where user_type = 'owner'),
     places as (select array_agg(name order by id) as names, array_agg(city order by id) as cities,
                       array_agg(latitude order by id) as lats, array_agg(longitude order by id) as lngs
                  from public.universities)
insert into public.accommodations (name, address, city, description, accommodation_type, price_per_room, total_rooms,
                                   available_rooms, square_meters, distance_to_university_km, closest_university,
                                   amenities, image_urls, visits_enabled, owner_id, created_at, latitude, longitude)
select format('%s demo %s', (array['Piso','Residencia','Apartamento','Estudio'])[1 + g % 4], g),
       format('Calle Demo, %s', g),
       places.cities[1 + g % cardinality(places.cities)],
       'Alojamiento de demostración generado para pruebas de rendimiento.',
       (array['piso','residencia','apartamento','estudio'])[1 + g % 4]::public.accommodation_type,
       250 + (g * 25) % 950,
       1 + g % 5,
       g % 5 + 1 - g % 2,
       30 + g % 90,
       round(((g % 80) / 10.0)::numeric, 2),
       places.names[1 + g % cardinality(places.names)],
       array['WiFi', 'Lavadora'],
       '{}',
       g % 3 <> 0,
       owners.ids[1 + g % cardinality(owners.ids)],
       now() - make_interval(mins => g),
       -- placed distance_to_university_km from the university, in a direction spread by g
       lat + ((g % 80) / 10.0) * cos(g * 2.39996) / 111.32,
       lng + ((g % 80) / 10.0) * sin(g * 2.39996) / (111.32 * cos(radians(lat)))
  from generate_series(1, $1::int) as g, owners, places,
       lateral (select places.lats[1 + g % cardinality(places.names)] as lat,
                       places.lngs[1 + g % cardinality(places.names)] as lng) as campus
 where cardinality(owners.ids) > 0`;

const SCORES_SQL = `
with places as (select array_agg(name order by id) as names, array_agg(city order by id) as cities from public.universities)
insert into public.cut_off_scores (career, university, city, score, course, is_demo)
select format('%s (demo %s)', (array['Medicina','Derecho','Psicología','Ingeniería Informática','Enfermería','Arquitectura','Periodismo','Física'])[1 + g % 8], g),
       places.names[1 + g % cardinality(places.names)],
       places.cities[1 + g % cardinality(places.cities)],
       5 + ((g * 7919) % 9000) / 1000.0,
       '2021-22', true
  from generate_series(1, $1::int) as g, places`;

// Events from a month ago to a year ahead (most upcoming), each with its chat (the insert
// trigger) and up to 3 participants besides nobody: capacity is at least 5, so the participant
// rows are written with the join triggers off (they are within capacity by construction).
const EVENTS_SQL = `
with people as (select array_agg(id order by created_at, id) as ids from public.profiles where user_type = 'student')
insert into public.events (creator_id, title, description, category, event_date, duration_hours, location_name, city,
                           capacity, registration_deadline, created_at)
select people.ids[1 + g % cardinality(people.ids)],
       format('%s demo %s', (array['Quedada','Fiesta','Torneo','Charla','Ruta','Taller','Concierto','Cena'])[1 + g % 8], g),
       'Evento de demostración generado para pruebas de rendimiento.',
       (array['Fiestas','Comida','Deporte','Arte y Cultura','Juegos','Música','Académico','Networking'])[1 + g % 8],
       date_trunc('hour', now()) + make_interval(hours => (g * 7919) % (395 * 24) - 30 * 24),
       1 + g % 6,
       format('Lugar demo %s', g % 500),
       (array['Valencia','Alicante','Castellón de la Plana','Zaragoza'])[1 + g % 4],
       5 + g % 96,
       date_trunc('hour', now()) + make_interval(hours => (g * 7919) % (395 * 24) - 30 * 24 - 24),
       now() - make_interval(mins => g)
  from generate_series(1, $1::int) as g, people
 where cardinality(people.ids) > 0`;

const EVENT_PARTICIPANTS_SQL = `
with people as (select array_agg(id order by created_at, id) as ids from public.profiles where user_type = 'student'),
     made as (select id, row_number() over (order by created_at desc, id) as n
                from public.events where description = 'Evento de demostración generado para pruebas de rendimiento.')
insert into public.event_participants (event_id, user_id)
select made.id, people.ids[1 + (made.n * 13 + k * 7) % cardinality(people.ids)]
  from made, people, generate_series(0, 2) as k
 where k < made.n % 4 and made.n <= $1::int
on conflict do nothing`;

// Spots near the universities (coordinates both or neither), then ratings by distinct students
// with the spot's average and count computed once at the end (what the rating trigger keeps).
const SPOTS_SQL = `
with places as (select array_agg(name order by id) as names, array_agg(city order by id) as cities,
                       array_agg(latitude order by id) as lats, array_agg(longitude order by id) as lngs
                  from public.universities)
insert into public.leisure_spots (name, description, category, city, address, closest_university, created_at, latitude, longitude)
select format('%s demo %s', (array['Bar','Discoteca','Restaurante','Cafetería','Cine','Polideportivo','Parque','Centro comercial'])[1 + g % 8], g),
       'Zona de ocio de demostración generada para pruebas de rendimiento.',
       (array['bares_pubs','discotecas','restaurantes','cafeterias_heladerias','cines','deporte','parques_playas','centros_comerciales'])[1 + g % 8],
       places.cities[1 + g % cardinality(places.cities)],
       format('Calle Ocio, %s', g),
       places.names[1 + g % cardinality(places.names)],
       now() - make_interval(mins => g),
       lat + ((g % 40) / 10.0) * cos(g * 2.39996) / 111.32,
       lng + ((g % 40) / 10.0) * sin(g * 2.39996) / (111.32 * cos(radians(lat)))
  from generate_series(1, $1::int) as g, places,
       lateral (select places.lats[1 + g % cardinality(places.names)] as lat,
                       places.lngs[1 + g % cardinality(places.names)] as lng) as campus`;

const SPOT_RATINGS_SQL = `
with people as (select array_agg(id order by created_at, id) as ids from public.profiles where user_type = 'student'),
     made as (select id, row_number() over (order by created_at desc, id) as n
                from public.leisure_spots where description = 'Zona de ocio de demostración generada para pruebas de rendimiento.')
insert into public.leisure_spot_ratings (spot_id, user_id, rating, comment, created_at)
select made.id, people.ids[1 + (made.n * 11 + k * 7) % cardinality(people.ids)], 1 + (made.n * 3 + k) % 5,
       'Valoración de demostración.', now() - make_interval(mins => (made.n * 5 + k)::int)
  from made, people, generate_series(0, 4) as k
 where k < made.n % 6 and made.n <= $1::int
on conflict do nothing`;

const SPOT_AVERAGES_SQL = `
update public.leisure_spots s
   set avg_rating = r.avg_rating, rating_count = r.rating_count
  from (select spot_id, round(avg(rating), 2) as avg_rating, count(*)::integer as rating_count
          from public.leisure_spot_ratings group by spot_id) r
 where r.spot_id = s.id and s.description = 'Zona de ocio de demostración generada para pruebas de rendimiento.'`;

async function main() {
  const profiles = count('profiles');
  const accommodations = count('accommodations');
  const scores = count('scores');
  const events = count('events');
  const spots = count('spots');
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const dataDir = values['data-dir'] ? fromCaller(values['data-dir']) : (process.env.DATA_DIR ?? defaultDataDir);

  const db = await openDatabase({ dataDir, databaseUrl });
  console.log(`seed:scale → ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
  try {
    const run = Date.now().toString(36);
    const step = async (tx: SqlExec, label: string, n: number, sql: string, params: unknown[]) => {
      if (n === 0) return;
      const started = performance.now();
      const { affectedRows } = await tx.query(sql, params);
      console.log(`${label}: ${affectedRows ?? n} rows in ${Math.round(performance.now() - started)} ms`);
    };
    await db.transaction(async (tx) => {
      if (profiles === 0) return;
      await tx.exec('alter table auth.users disable trigger on_auth_user_created');
      await step(tx, 'profiles', profiles, PROFILES_SQL, [profiles, run, DEMO_PASSWORD_HASH]);
      await tx.exec('alter table auth.users enable trigger on_auth_user_created');
    });
    await db.transaction((tx) => step(tx, 'accommodations', accommodations, ACCOMMODATIONS_SQL, [accommodations]));
    await db.transaction((tx) => step(tx, 'cut-off scores', scores, SCORES_SQL, [scores]));
    await db.transaction(async (tx) => {
      if (events === 0) return;
      await step(tx, 'events', events, EVENTS_SQL, [events]);
      await tx.exec('alter table public.event_participants disable trigger user');
      await step(tx, 'event participants', events, EVENT_PARTICIPANTS_SQL, [events]);
      await tx.exec('alter table public.event_participants enable trigger user');
    });
    await db.transaction(async (tx) => {
      if (spots === 0) return;
      await step(tx, 'leisure spots', spots, SPOTS_SQL, [spots]);
      await tx.exec('alter table public.leisure_spot_ratings disable trigger user');
      await step(tx, 'leisure spot ratings', spots, SPOT_RATINGS_SQL, [spots]);
      await tx.exec('alter table public.leisure_spot_ratings enable trigger user');
      await tx.exec('alter table public.leisure_spots disable trigger protect_spot_rating');
      await step(tx, 'leisure spot averages', spots, SPOT_AVERAGES_SQL, []);
      await tx.exec('alter table public.leisure_spots enable trigger protect_spot_rating');
    });
    // As autovacuum would after a bulk load (PGlite has none): statistics, and the visibility map
    // that lets counts run as index-only scans.
    await db.exec('vacuum analyze');
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = /does not exist/.test(message) ? ' (start supabase-local once so it applies the migrations)' : '';
  console.error(`seed:scale failed: ${message}${hint}`);
  process.exit(1);
});
