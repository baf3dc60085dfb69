import { defineRoutes, type Query } from '@univida/shared-router/route-table';

/** A path built the way every link on the site is (the route tables' builders). */
export function toPath(pattern: `/${string}`, query: Query): string {
  return defineRoutes(
    'test',
    { page: pattern },
    { meta: { page: { title: '', description: '' } } },
  ).paths.page({}, query);
}
