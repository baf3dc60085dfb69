import type { AppConfig } from '@univida/shared-auth';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FederationRuntime } from './mf-runtime';
import { matchRemote } from '../early/route-match';
import { preloadRouteCode } from '../early/route-code';
import { writePreviewOverrides, type PreviewOverride, type PreviewOverrides } from './preview';

type RemoteComponent = LazyExoticComponent<ComponentType>;

interface RegistryOptions {
  overrides?: PreviewOverrides;
  refusal?: string | null;
  storage?: Storage;
  /**
   * What must be ready before a remote renders (the Supabase client, which Home does without),
   * fetched together with the remote's code. A remote whose pages load it themselves
   * (`pagesLoadSupabase` in app-config) renders without it.
   */
  prepare?: () => Promise<unknown>;
}

/** The query parameter that makes a retried remoteEntry a new URL, bypassing any cached failure. */
const RETRY_PARAM = 'mf_retry';

/**
 * Registers the remotes named in /app-config.json with the MF runtime and hands out one lazy
 * component per remote, so a remote's code is only fetched when one of its routes is rendered.
 * It is also a tiny external store (subscribe/getVersion) so views re-render after a retry or
 * when a preview ends.
 */
export class RemoteRegistry {
  // Keyed by '<remote>/<exposed module>'.
  private readonly components = new Map<string, RemoteComponent>();
  private readonly attempts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private overrides: PreviewOverrides;
  private refusal: string | null;

  constructor(
    private readonly config: AppConfig,
    private readonly runtime: FederationRuntime,
    private readonly options: RegistryOptions = {},
  ) {
    this.overrides = { ...options.overrides };
    this.refusal = options.refusal ?? null;
  }

  /** Registers every remote (no download happens until a route needs it). */
  start(): void {
    this.runtime.registerRemotes(
      Object.keys(this.config.remotes).map((name) => ({
        name,
        entry: this.entryOf(name),
        type: 'module',
      })),
    );
  }

  /**
   * Starts fetching what the remote owning `pathname` needs (its remoteEntry and the page's chunks
   * its route-preload.json lists, as module preloads, and `prepare`), so its download overlaps the
   * shell's first render instead of following it. Admin-only remotes wait for the role check, as
   * their route does. `codeStarted`: the page's first script already started the code (page-start.ts).
   */
  preloadRoute(pathname: string, { codeStarted = false } = {}): void {
    const name = this.matchRoute(pathname);
    if (!name || this.isAdminOnly(name)) return;
    if (!codeStarted) void preloadRouteCode(this.entryOf(name), pathname);
    // A failure here is the route's to report, when it awaits the same load.
    if (!this.pagesLoadSupabase(name)) this.options.prepare?.().catch(() => {});
  }

  /** True for a remote only admins may download (its route table says so, through app-config). */
  isAdminOnly(name: string): boolean {
    return this.config.remotes[name]?.adminOnly === true;
  }

  /** True for a remote whose pages load the Supabase client with their own code. */
  private pagesLoadSupabase(name: string): boolean {
    return this.config.remotes[name]?.pagesLoadSupabase === true;
  }

  matchRoute(pathname: string): string | null {
    return matchRemote(pathname, this.config.remotes);
  }

  /** True when /app-config.json names the remote (a fragment of an absent remote is left out). */
  has(name: string): boolean {
    return name in this.config.remotes;
  }

  /** The component exposed as `<name>/App`, loaded on first render. */
  getApp(name: string): RemoteComponent {
    return this.getExposed(name, 'App');
  }

  /**
   * A component the remote exposes as `<name>/<module>` (its App, or a fragment the shell composes
   * into one of its pages, e.g. mf_account/ForYou on Home), loaded on first render.
   */
  getExposed(name: string, module: string): RemoteComponent {
    const id = `${name}/${module}`;
    let component = this.components.get(id);
    if (!component) {
      // Fragments composed into the shell's pages always wait for it.
      const prepare =
        module === 'App' && this.pagesLoadSupabase(name) ? undefined : this.options.prepare;
      component = lazy(async () => {
        const [loaded] = await Promise.all([
          this.runtime.loadRemote(id) as Promise<{ default?: ComponentType } | null>,
          prepare?.(),
        ]);
        if (!loaded?.default) throw new Error(`Remote ${name} did not expose a default ${module}`);
        return { default: loaded.default };
      });
      this.components.set(id, component);
    }
    return component;
  }

  /** Forgets a failed remote (runtime cache and lazy component) so the next render fetches it anew. */
  retry(name: string): void {
    const attempt = (this.attempts.get(name) ?? 0) + 1;
    this.attempts.set(name, attempt);
    const entry = new URL(this.entryOf(name), window.location.href);
    entry.searchParams.set(RETRY_PARAM, String(attempt));
    this.runtime.registerRemotes([{ name, entry: entry.href, type: 'module' }], { force: true });
    for (const id of this.components.keys())
      if (id.startsWith(`${name}/`)) this.components.delete(id);
    this.notify();
  }

  previews(): PreviewOverride[] {
    return Object.values(this.overrides);
  }

  refusalMessage(): string | null {
    return this.refusal;
  }

  dismissRefusal(): void {
    this.refusal = null;
    this.notify();
  }

  /** Ends a preview for this tab and loads the configured remote the next time it is shown. */
  exitPreview(name: string): void {
    const rest = { ...this.overrides };
    delete rest[name];
    this.overrides = rest;
    if (this.options.storage) writePreviewOverrides(this.options.storage, rest);
    this.retry(name);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  private entryOf(name: string): string {
    const remote = this.config.remotes[name];
    if (!remote) throw new Error(`Unknown remote ${name}`);
    return this.overrides[name]?.entry ?? remote.entry;
  }

  private notify(): void {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }
}
