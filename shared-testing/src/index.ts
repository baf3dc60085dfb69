export { currentProfile, currentUrl, renderApp, type RenderAppOptions } from './render-app';
export { installFakeRest, type FakeRestOptions, type Row } from './fake-rest';
export { waitForPageHeading } from './page-heading';
