// Bulk demo data for benchmarks, generated inside the database with generate_series.
//   npm run seed:scale -- --accommodations 20000 --profiles 20000 [--scores 5000]
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
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const count = (name: 'accommodations' | 'profiles' | 'scores') => {
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

async function main() {
  const profiles = count('profiles');
  const accommodations = count('accommodations');
  const scores = count('scores');
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
    await db.exec('analyze');
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
