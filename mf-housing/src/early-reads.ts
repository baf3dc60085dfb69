// The reads mf-housing's pages make first, as their api/ code sends them: the page's first script
// starts them while the code downloads (shared-auth's early-reads.ts). A read that no longer
// matches the page's own only costs a request, and e2e/tests/early-reads.spec.ts fails on it.
import type { EarlyReadSpec } from '@univida/shared-auth/early-reads';
import { CARD_PHOTO } from '@univida/shared-ui/card-photo';
import {
  DEFAULT_SORT,
  FIRST_ROW,
  PAGE_SIZE,
  SORT_ORDER,
  SUMMARY_COLUMNS,
} from './features/accommodations/constants';
import {
  GALLERY_PHOTO_SIZES,
  GALLERY_RENDITIONS,
  GALLERY_SRC,
} from './features/accommodation-detail/lib/gallery-photo';
import type { housingRoutes } from './routes';

const firstSort = SORT_ORDER[DEFAULT_SORT];

export const earlyReads = {
  // The first page in the default order, with no filter (a query string skips the early reads),
  // ordered as getAccommodations asks: nulls last, then by id.
  list: [
    {
      path: `accommodations?select=${SUMMARY_COLUMNS.replace(/\s/g, '')}&order=${firstSort.column}.${firstSort.ascending ? 'asc' : 'desc'}.nullslast,id.asc&offset=0&limit=${PAGE_SIZE}`,
      prefer: 'count=estimated',
      image: 'image_urls',
      imageSize: CARD_PHOTO.box,
      imageSizes: CARD_PHOTO.sizes,
      imageRows: FIRST_ROW,
    },
  ],
  // Its first photo, the page's largest picture, in the renditions the gallery offers.
  detail: [
    {
      path: 'accommodations?select=*,owner:profiles(id,full_name,profile_picture_url)&id=eq.:id',
      image: 'image_urls',
      imageSize: GALLERY_SRC,
      imageSizes: GALLERY_PHOTO_SIZES,
      imageCandidates: GALLERY_RENDITIONS,
    },
  ],
  // The profile and the compatibility are asked for together, and the page waits for both.
  flatmate: [
    {
      path: 'profiles?select=id,full_name,bio,career,city,budget,hobbies,profile_picture_url,early_bird,party_animal,house_parties,smoker_tolerant,pets_allowed&id=eq.:id&user_type=eq.student&is_looking_for_roommate=eq.true',
    },
    { path: 'rpc/get_roommate_compatibility', body: { p_profile_id: ':id' } },
  ],
} satisfies Partial<Record<keyof (typeof housingRoutes)['patterns'], EarlyReadSpec[]>>;
