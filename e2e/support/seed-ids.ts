// Seed rows (supabase/seed.sql) the specs visit: cut-off score 1 is Medicina at the Universitat de
// València.
export const seed = {
  degree: 1,
  accommodation: '00000000-0000-4000-c000-000000000001',
  spot: '00000000-0000-4000-e000-000000000001',
  event: '00000000-0000-4000-f000-000000000001',
  student: '00000000-0000-4000-a000-000000000001',
};

/** The seed row each remote page with an `:id` visits, by its route table key. */
export const seedIdsByPage: Record<string, string | number> = {
  degree: seed.degree,
  detail: seed.accommodation,
  flatmate: seed.student,
  leisureZone: seed.spot,
  event: seed.event,
};
