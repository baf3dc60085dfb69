// The part of React Router the apps use, shared by every app as one federation singleton.
// A shared package is built whole, since any consumer may ask for any of its exports: sharing
// react-router itself shipped all of them (on Home, and a wrapper for each in every remote). Re-exporting only what the apps import lets Rollup drop the rest; the data
// router (createBrowserRouter, RouterProvider) stays out too. The README's bundle benchmark
// section has the figures.
// An app needing more of the router adds it here, so the one instance stays the only one. Tests
// import MemoryRouter from react-router itself (the same module instance outside federation).
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export { TableRoutes } from './table-routes';
export { documentTitle, SITE_NAME, usePageMeta, useRouteMeta } from './page-meta';
export { isUuid } from './uuid-param';
export { useBackLink, useListLinkState } from './back-to-list';
