// The one import of the Module Federation runtime. It is the same module instance the
// federation plugin initialised for the shell (the host's remoteEntry imports it too), so
// remotes registered here share the shell's singletons.
import { loadRemote, registerRemotes } from '@module-federation/runtime';

export interface RuntimeRemote {
  name: string;
  entry: string;
  type: 'module';
}

/** The two runtime calls the shell needs; tests pass a fake. */
export interface FederationRuntime {
  registerRemotes(remotes: RuntimeRemote[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export const mfRuntime: FederationRuntime = { registerRemotes, loadRemote };
