import { z } from 'zod';
import { REPORT_REASON_REQUIRED } from './report-reason';

export const reportEventInputSchema = z.object({
  eventId: z.guid(),
  reporterId: z.guid(),
  reason: z
    .string()
    .trim()
    .min(1, REPORT_REASON_REQUIRED)
    .max(1000, 'El motivo admite 1000 caracteres como máximo.'),
});
export type ReportEventInput = z.input<typeof reportEventInputSchema>;
