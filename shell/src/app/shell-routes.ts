// The shell's own pages (Home and the legal pages): the route table its router and links read.
import { defineRoutes } from '@univida/shared-router/route-table';

export const shellRoutes = defineRoutes('shell', {
  home: '/',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  legalNotice: '/legal-notice',
});
