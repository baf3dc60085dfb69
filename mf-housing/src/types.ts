import type { Enums } from '@univida/shared-auth';

export type AccommodationType = Enums<'accommodation_type'>;
