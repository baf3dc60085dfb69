// The news creation shared by /novedades (mf-social) and the admin's Novedades tab (mf-admin):
// one dialog, one write. Stateless apart from the page's query cache, so each app bundles it.
export { CreateNewsMenu } from './components/create-news-menu';
export { CreateNewsDialog, type CreateNewsDialogProps } from './components/create-news-dialog';
export { createNews, useCreateNews, type CreateNewsInput } from './api/create-news';
export {
  NEWS_CATEGORIES,
  NEWS_CREATE_CATEGORIES,
  NEWS_QUERY_KEY,
  DEFAULT_NEWS_AUTHOR,
  type NewsCategory,
  type NewsCreateCategory,
} from './constants';
