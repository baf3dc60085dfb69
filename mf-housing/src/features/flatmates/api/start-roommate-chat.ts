import { getSupabase } from '@univida/shared-auth';
import { useMutation, type MutationConfig } from '@univida/shared-query';
import type { StartRoommateChatInput } from './start-roommate-chat-input';

/**
 * Finds or creates, atomically, the direct conversation (no listing) with another student and
 * returns its id. start_conversation adds both participants in the same transaction, so SPEC's
 * 'No se pudo añadir a los participantes al chat.' can only come back as its refusal.
 */
export async function startRoommateChat(input: StartRoommateChatInput): Promise<string> {
  // zod arrives with the first click, not with the flatmate's page.
  const { startRoommateChatInputSchema } = await import('./start-roommate-chat-input');
  const { otherUserId } = startRoommateChatInputSchema.parse(input);
  const { data, error } = await getSupabase().rpc('start_conversation', {
    p_other_user_id: otherUserId,
  });
  if (error) throw error;
  return data;
}

export function useStartRoommateChat({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startRoommateChat> } = {}) {
  return useMutation({
    meta: { errorTitle: 'No se pudo crear el chat.' },
    ...mutationConfig,
    mutationFn: startRoommateChat,
  });
}
