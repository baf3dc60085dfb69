import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from '/work/main/supabase-local/src/db/migrate.ts';
import { adapt } from '/work/main/supabase-local/src/rest/__tests__/fixture.ts';
const db = await PGlite.create();
await applyMigrations(adapt(db));
const id = String(Object.values((await db.query('select id from accommodations limit 1')).rows[0] as object)[0]);
const cols = `t0."id", t0."name", t0."address", t0."city", t0."description", t0."accommodation_type", t0."price_per_room", t0."total_rooms", t0."available_rooms", t0."square_meters", t0."distance_to_university_km", t0."closest_university", t0."amenities", t0."image_urls", t0."visits_enabled", t0."owner_id", t0."created_at"`;
const emb = `(select row_to_json(e2) from (select t1."id" as "id", t1."full_name" as "full_name", t1."profile_picture_url" as "profile_picture_url" from "public"."profiles" t1 where t1."id" = t0."owner_id") e2) as "owner"`;
const variants: Record<string, string> = {
  current: `select null as total, count(*) as rows, coalesce(json_agg(_r), '[]')::text as body from (select ${cols}, ${emb} from "public"."accommodations" t0 where t0."id" = $1) _r`,
  star: `select null as total, count(*) as rows, coalesce(json_agg(_r), '[]')::text as body from (select t0.*, ${emb} from "public"."accommodations" t0 where t0."id" = $1) _r`,
  noembed: `select null as total, count(*) as rows, coalesce(json_agg(_r), '[]')::text as body from (select ${cols} from "public"."accommodations" t0 where t0."id" = $1) _r`,
  typedparam: `select null as total, count(*) as rows, coalesce(json_agg(_r), '[]')::text as body from (select ${cols}, ${emb} from "public"."accommodations" t0 where t0."id" = $1::uuid) _r`,
  trivial: `select row_to_json(a)::text from accommodations a where id = $1`,
};
const time = async (label: string, n: number, fn: () => Promise<unknown>) => { for (let i = 0; i < 200; i++) await fn(); const t = performance.now(); for (let i = 0; i < n; i++) await fn(); console.log(label, ((performance.now() - t) / n * 1000).toFixed(0), 'µs/req'); };
for (let round = 0; round < 2; round++) for (const [k, v] of Object.entries(variants)) await time(k, 2000, () => db.query(v, [id]));
await time('simple protocol inline (no params)', 2000, () => db.exec(variants.current!.replace('$1', `'${id}'`)));
