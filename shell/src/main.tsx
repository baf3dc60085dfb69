import { appConfigRequest } from './app-config-request';

// Under way while the startup code downloads (see app-config-request.ts).
void appConfigRequest();
// The dynamic import gives the federation runtime a boundary to initialise shared
// singletons before any React code evaluates.
import('./bootstrap');
