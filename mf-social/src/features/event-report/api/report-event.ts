import { getSupabase } from '@univida/shared-auth';
import { useMutation, type MutationConfig } from '@univida/shared-query';
import { isUniqueViolation } from '@univida/shared-ui';
import type { ReportEventInput } from './report-event-input';

/** A pending report about the event (SPEC §7); the database keeps one pending per user and event. */
export async function reportEvent(input: ReportEventInput): Promise<void> {
  // zod arrives with the first report, not with every event's page.
  const { reportEventInputSchema } = await import('./report-event-input');
  const { eventId, reporterId, reason } = reportEventInputSchema.parse(input);
  const { error } = await getSupabase().from('reports').insert({
    reporter_id: reporterId,
    item_id: eventId,
    item_type: 'event',
    reason,
    status: 'pending',
  });
  // This user's earlier report on the event is still pending.
  if (isUniqueViolation(error))
    throw new Error('Ya reportaste este evento y tu reporte está pendiente de revisión.');
  if (error) throw error;
}

export function useReportEvent({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof reportEvent> } = {}) {
  return useMutation({
    meta: { errorTitle: 'Error al enviar el reporte' },
    ...mutationConfig,
    mutationFn: reportEvent,
  });
}
