import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';

const resolveReportInputSchema = z.object({ id: z.guid(), deleteEvent: z.boolean() });
export type ResolveReportInput = z.infer<typeof resolveReportInputSchema>;

/**
 * 'Descartar' (dismissed) or 'Eliminar evento' (the event is deleted and its pending reports are
 * marked reviewed), in one transaction on the server (resolve_report).
 */
export async function resolveReport(input: ResolveReportInput): Promise<void> {
  const { id, deleteEvent } = resolveReportInputSchema.parse(input);
  const { error } = await getSupabase().rpc('resolve_report', {
    p_report_id: id,
    p_delete_event: deleteEvent,
  });
  if (error) throw error;
}

export function useResolveReport({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resolveReport> } = {}) {
  return useAdminMutation(resolveReport, 'Error al resolver el reporte', mutationConfig);
}
