export { currentUrl, renderApp, type RenderAppOptions } from './render-app';
