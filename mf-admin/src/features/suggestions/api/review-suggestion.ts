import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';

const suggestionInputSchema = z.object({ id: z.guid() });

/**
 * Copies the spot into leisure_spots with the suggester as creator and marks the suggestion
 * approved, in one transaction (approve_suggestion): never a spot without its approval or the
 * other way round. Returns the new spot's id.
 */
export async function approveSuggestion(input: { id: string }): Promise<string> {
  const { id } = suggestionInputSchema.parse(input);
  const { data, error } = await getSupabase().rpc('approve_suggestion', { p_suggestion_id: id });
  if (error) throw error;
  return data;
}

/** Marks a pending suggestion rejected. */
export async function rejectSuggestion(input: { id: string }): Promise<void> {
  const { id } = suggestionInputSchema.parse(input);
  const { data, error } = await getSupabase()
    .from('leisure_spot_suggestions')
    .update({ status: 'rejected' })
    .eq('id', id)
    .eq('status', 'pending')
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('La sugerencia ya fue revisada.');
}

export function useApproveSuggestion({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof approveSuggestion> } = {}) {
  return useAdminMutation(approveSuggestion, 'Error al aprobar', mutationConfig);
}

export function useRejectSuggestion({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof rejectSuggestion> } = {}) {
  return useAdminMutation(rejectSuggestion, 'Error al actualizar sugerencia', mutationConfig);
}
