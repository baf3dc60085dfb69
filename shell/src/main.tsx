// The dynamic import gives the federation runtime a boundary to initialise shared
// singletons before any React code evaluates.
import('./bootstrap');
