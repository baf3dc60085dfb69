// Accounts that exist on a fresh local database (admin from the server's env, demo users from
// supabase/seed.sql — see supabase/README.md for the full list).
export const DEMO_PASSWORD = 'UniVida2026!';

export const demoAccounts = [
  { role: 'estudiante', email: 'ana.garcia@demo.univida.es', fullName: 'Ana García López' },
  {
    role: 'propietario',
    email: 'carlos.martinez@demo.univida.es',
    fullName: 'Carlos Martínez Pérez',
  },
];

/** supabase-local's default admin email (ADMIN_EMAIL changes it). */
export const adminEmail = (env = process.env) => env.ADMIN_EMAIL || 'admin@univida.es';

/**
 * The admin of a test stack (e2e, bench:bundle): ADMIN_PASSWORD when set, else a fixed test
 * password. Only stacks started with testAdminEnv() have it: `npm start` and `npm run dev` let
 * supabase-local generate a random one (DATA_DIR/secrets.json).
 */
export function adminAccount(env = process.env) {
  return { email: adminEmail(env), password: env.ADMIN_PASSWORD || 'UniVidaAdmin2026!' };
}

/** The backend environment that makes a test stack's admin adminAccount(). */
export function testAdminEnv(env = process.env) {
  const { email, password } = adminAccount(env);
  return { ADMIN_EMAIL: email, ADMIN_PASSWORD: password };
}
