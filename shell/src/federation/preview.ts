import type { AppConfig } from '@univida/shared-auth';
import { PREVIEW_QUERY_PARAM, PREVIEW_STORAGE_KEY } from '../constants';

/** One remote's entry replaced, for this tab only, by a preview deployment. */
export interface PreviewOverride {
  remote: string;
  entry: string;
  origin: string;
}
export type PreviewOverrides = Record<string, PreviewOverride>;

export type PreviewRequest =
  { status: 'accepted'; override: PreviewOverride } | { status: 'refused'; message: string };

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function isAllowedOrigin(origin: string, config: AppConfig): boolean {
  return config.allowedPreviewOrigins.some((allowed) => originOf(allowed) === origin);
}

/**
 * Checks `mf_x@https://origin/remoteEntry.js`. Only a known remote and an absolute http(s) entry
 * whose origin is explicitly allowed is accepted: loading script from any other origin is XSS.
 */
export function evaluatePreviewRequest(value: string, config: AppConfig): PreviewRequest {
  const at = value.indexOf('@');
  const remote = at > 0 ? value.slice(0, at) : '';
  const entry = at > 0 ? value.slice(at + 1) : '';
  const origin = originOf(entry);
  if (!remote || !origin) {
    return { status: 'refused', message: `Parámetro de vista previa no válido: ${value}` };
  }
  if (!Object.hasOwn(config.remotes, remote)) {
    return { status: 'refused', message: `Módulo de vista previa desconocido: ${remote}` };
  }
  if (!isAllowedOrigin(origin, config)) {
    return { status: 'refused', message: `Origen de vista previa no permitido: ${origin}` };
  }
  return { status: 'accepted', override: { remote, entry, origin } };
}

/** This tab's stored overrides, re-checked against the current config (it may have changed). */
export function readPreviewOverrides(storage: Storage, config: AppConfig): PreviewOverrides {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(PREVIEW_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  const overrides: PreviewOverrides = {};
  for (const candidate of Object.values(stored ?? {})) {
    const { remote, entry } = (candidate ?? {}) as Partial<PreviewOverride>;
    if (typeof remote !== 'string' || typeof entry !== 'string') continue;
    const request = evaluatePreviewRequest(`${remote}@${entry}`, config);
    if (request.status === 'accepted') overrides[remote] = request.override;
  }
  return overrides;
}

export function writePreviewOverrides(storage: Storage, overrides: PreviewOverrides): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(PREVIEW_STORAGE_KEY);
  else storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(overrides));
}

/**
 * Reads ?remote=… from the page URL (then removes it, so a reload or a shared link does not
 * repeat it), stores an accepted override for the tab and returns the overrides in force plus a
 * refusal message, if any.
 */
export function consumePreviewRequest(
  config: AppConfig,
  storage: Storage,
  location: Pick<Location, 'href'>,
  replaceUrl: (url: string) => void,
): { overrides: PreviewOverrides; refusal: string | null } {
  const overrides = readPreviewOverrides(storage, config);
  const url = new URL(location.href);
  const value = url.searchParams.get(PREVIEW_QUERY_PARAM);
  if (value === null) return { overrides, refusal: null };

  url.searchParams.delete(PREVIEW_QUERY_PARAM);
  replaceUrl(url.pathname + url.search + url.hash);
  const request = evaluatePreviewRequest(value, config);
  if (request.status === 'refused') return { overrides, refusal: request.message };
  const next = { ...overrides, [request.override.remote]: request.override };
  writePreviewOverrides(storage, next);
  return { overrides: next, refusal: null };
}
