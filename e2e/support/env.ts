// Ports of the stack the suite starts: apart from the dev defaults (4000–4005, 54321) so a running
// `npm start` does not clash. Every spec and the global setup read them from here.
import os from 'node:os';
import path from 'node:path';
import { portsFrom } from '../../scripts/lib/apps.mjs';

const base = Number(process.env.E2E_PORT_BASE ?? 4300);

export const ports = portsFrom(base, Number(process.env.E2E_SUPABASE_PORT ?? 54431));

/** An allowed preview deployment of mf_housing (its build on another origin). */
export const previewPort = base + 6;
/** An origin nobody allowed: previews from it must be refused. */
export const foreignPort = base + 7;
/** The setup's tiny control API, so specs can stop and restart a remote's server. */
export const controlPort = base + 9;

export const origin = (port: number) => `http://localhost:${port}`;
export const baseURL = origin(ports.shell);

// Per port base: concurrent runs (on other ports) must not share or delete each other's sessions.
export const authDir = path.join(os.tmpdir(), `univida-e2e-auth-${base}`);
export const adminState = path.join(authDir, 'admin.json');
export const studentState = path.join(authDir, 'student.json');
