import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRegistry } from './remote-registry';

export const RegistryContext = createContext<RemoteRegistry | null>(null);

/** The registry, re-rendering the caller whenever it changes (retry, preview exit). */
export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry)
    throw new Error('useRemoteRegistry must be used within a RegistryContext provider.');
  useSyncExternalStore(registry.subscribe, registry.getVersion);
  return registry;
}
