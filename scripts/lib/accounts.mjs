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

export function adminAccount(env = process.env) {
  return {
    email: env.ADMIN_EMAIL || 'admin@univida.es',
    password: env.ADMIN_PASSWORD || 'UniVidaAdmin2026!',
  };
}
