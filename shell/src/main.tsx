// The federation plugin's page entry runs this module only once the runtime has set up the shared
// libraries, so the rest of the startup is a static import: it builds into the one startup chunk
// (defineHostConfig in vite.federation.ts) instead of arriving as a chain of small files.
import './bootstrap';
