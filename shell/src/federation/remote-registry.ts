import type { AppConfig } from '@univida/shared-auth';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FederationRuntime } from './mf-runtime';
import { matchRemote } from './match-remote';
import { writePreviewOverrides, type PreviewOverride, type PreviewOverrides } from './preview';

type RemoteApp = LazyExoticComponent<ComponentType>;

interface RegistryOptions {
  overrides?: PreviewOverrides;
  refusal?: string | null;
  storage?: Storage;
  /**
   * What must be ready before any remote renders (the Supabase client, which Home does without),
   * fetched together with the remote's code.
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
  private readonly components = new Map<string, RemoteApp>();
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

  /** True for a remote only admins may download (its route table says so, through app-config). */
  isAdminOnly(name: string): boolean {
    return this.config.remotes[name]?.adminOnly === true;
  }

  matchRoute(pathname: string): string | null {
    return matchRemote(pathname, this.config.remotes);
  }

  /** The component exposed as `<name>/App`, loaded on first render. */
  getApp(name: string): RemoteApp {
    let component = this.components.get(name);
    if (!component) {
      component = lazy(async () => {
        const [module] = await Promise.all([
          this.runtime.loadRemote(`${name}/App`) as Promise<{ default?: ComponentType } | null>,
          this.options.prepare?.(),
        ]);
        if (!module?.default)
          throw new Error(`Remote ${name} did not expose a default App component`);
        return { default: module.default };
      });
      this.components.set(name, component);
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
    this.components.delete(name);
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
