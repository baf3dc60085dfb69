// The one list of packages every federated app (shell and remotes) shares as singletons.
// A stateful package missing from one app's list silently splits its state (DESIGN §2),
// so every vite.config imports this instead of keeping its own copy.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

/**
 * React and react-dom are shared as exactly those modules. By default the plugin also shares
 * react/jsx-runtime and react-dom/client, and each extra key costs every remote a share wrapper
 * and import-map entry; neither needs sharing: jsx-runtime is a few lines over the
 * shared `react`, and only the page's one root calls react-dom/client's createRoot (the shell, or
 * a remote running standalone), whose renderer works through the shared react-dom.
 * An explicit `request` is what turns the plugin's subpath sharing off.
 */
const exactly = (request: string, requiredVersion: string) => ({
  ...singleton(requiredVersion),
  request,
});

export const sharedSingletons = {
  react: exactly('react', '^19.3.0'),
  'react-dom': exactly('react-dom', '^19.3.0'),
  // React Router through the one slice of it the apps use (see shared-router/src/index.ts).
  // Exactly: its stateless subpath @univida/shared-router/route-table is bundled, not shared.
  '@univida/shared-router': exactly('@univida/shared-router', '*'),
  'styled-components': singleton('^6.6.0'),
  // TanStack Query through the slice the remotes use, with the page's one client
  // (shared-query/src/index.ts). The shell never imports it, so Home downloads none of it.
  // Exactly: its stateless subpath @univida/shared-query/paging is bundled where imported, so a
  // remote deployed alone never meets an older copy of it loaded by another remote.
  '@univida/shared-query': exactly('@univida/shared-query', '*'),
  // Exactly: its subpaths (auth-messages, early-reads, session-key) are bundled where imported. The
  // early answers live in the shell's early-reads, which its first script and the shared client's
  // fetch both import; the remotes import only early-reads' types.
  '@univida/shared-auth': exactly('@univida/shared-auth', '*'),
  // Not shared, on purpose:
  // - supabase-js and jotai: only shared-auth imports them, and shared-auth is a singleton, so the
  //   page has one Supabase client (loaded on demand) and one auth store (`authStore`, read
  //   through shared-auth's hooks) either way, without a share wrapper in every remote.
  // - @univida/shared-ui: it holds no state of its own (the toast store lives on globalThis, the
  //   theme comes through styled-components' ThemeProvider, a singleton), so each app bundles
  //   just the components it uses instead of all of Radix up front.
};
