// The reads mf-social's pages make first, as their api/ code sends them: the page's first script
// starts them while the code downloads (shared-auth's early-reads.ts). A read that no longer
// matches the page's own only costs a request, and e2e/tests/early-reads.spec.ts fails on it.
import type { EarlyReadSpec } from '@univida/shared-auth/early-reads';
import { DETAIL_AVATARS } from './features/events/constants';
import { SPOTS_PAGE_SIZE } from './features/leisure/constants';
import { NEWS_PAGE_SIZE } from './features/news/constants';
import { PHOTO_SIZE } from './lib/photo-size';
import type { socialRoutes } from './routes';

const NEWS_COLUMNS = 'id,title,summary,category,is_featured,image_url,author,publish_date';

export const earlyReads = {
  // The first page, best rated first, with no filter (a query string skips the early reads).
  leisureZones: [
    {
      path: `leisure_spots?select=id,name,category,city,image_url,avg_rating,rating_count,latitude,longitude&order=avg_rating.desc,rating_count.desc,id.asc&offset=0&limit=${SPOTS_PAGE_SIZE}`,
      prefer: 'count=exact',
      image: 'image_url',
      imageSize: PHOTO_SIZE,
      // The first row's cards show their pictures at once (spot-list.tsx's FIRST_ROW).
      imageRows: 3,
    },
    // The city filter's options.
    { path: 'rpc/leisure_spot_cities', body: {} },
  ],
  leisureZone: [
    { path: 'leisure_spots?select=*&id=eq.:id', image: 'image_url', imageSize: PHOTO_SIZE },
    {
      path: 'leisure_spot_ratings?select=id,user_id,rating,comment,created_at,profile:profiles(full_name,profile_picture_url)&spot_id=eq.:id&order=created_at.desc',
    },
  ],
  event: [
    {
      path: `events?select=id,title,category,description,event_date,duration_hours,location_name,city,capacity,registration_deadline,creator_id,conversation_id,creator:profiles!events_creator_id_fkey(full_name,profile_picture_url),participant_count:event_participants(count),participants:event_participants(user_id,created_at,profile:profiles(full_name,profile_picture_url))&id=eq.:id&participants.order=created_at.asc&participants.limit=${DETAIL_AVATARS}`,
    },
    // The join panel's line: how many wait (and the viewer's place).
    {
      path: 'rpc/event_waitlist_status',
      body: { p_event_id: ':id' },
      accept: 'application/vnd.pgrst.object+json',
    },
  ],
  // The featured item, whose picture is the page's largest, and the first page with one row more
  // (get-news.ts leaves the featured item out of it).
  news: [
    {
      path: `news?select=${NEWS_COLUMNS}&is_featured=eq.true&order=publish_date.desc&limit=1`,
      image: 'image_url',
      imageSize: PHOTO_SIZE,
    },
    {
      path: `news?select=${NEWS_COLUMNS}&order=publish_date.desc,id.asc&offset=0&limit=${NEWS_PAGE_SIZE + 1}`,
      prefer: 'count=exact',
    },
  ],
} satisfies Partial<Record<keyof (typeof socialRoutes)['patterns'], EarlyReadSpec[]>>;
