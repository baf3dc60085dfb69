import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from './use-admin-mutation';

export type DeletableTable = 'accommodations' | 'leisure_spots' | 'news';

const deleteRowInputSchema = z.object({ id: z.guid() });

/** Deletes one row by id; a row RLS hides or that is already gone counts as a failure. */
async function deleteRow(table: DeletableTable, input: { id: string }): Promise<void> {
  const { id } = deleteRowInputSchema.parse(input);
  const { data, error } = await getSupabase().from(table).delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('El elemento ya no existe o no tienes permiso.');
}

/** SPEC §7 Admin: delete an accommodation, leisure spot or news item by id. */
export function useDeleteRow(
  table: DeletableTable,
  mutationConfig?: MutationConfig<(input: { id: string }) => Promise<void>>,
) {
  return useAdminMutation(
    (input: { id: string }) => deleteRow(table, input),
    'Error al eliminar',
    mutationConfig,
  );
}
