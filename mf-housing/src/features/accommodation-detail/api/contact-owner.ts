import { getSupabase } from '@univida/shared-auth';
import { useMutation } from '@univida/shared-query';
import { DETAIL_MESSAGES } from '../constants';
import type { ContactOwnerInput } from './contact-owner-input';

/** A failure that carries SPEC's title for it. */
export class ContactError extends Error {
  constructor(
    readonly title: string,
    cause: { message: string },
  ) {
    super(cause.message);
  }
}

/**
 * The conversation with a listing's owner about it: the existing one if the two already talk about
 * it, otherwise a new one created with both participants in one transaction by start_conversation
 * (no half-made conversation can remain; two clicks at once still give one).
 */
export async function contactOwner(input: ContactOwnerInput): Promise<string> {
  // zod arrives with the first click, not with the page (whose largest picture waits on its code).
  const { contactOwnerInputSchema } = await import('./contact-owner-input');
  const { userId, ownerId, accommodationId } = contactOwnerInputSchema.parse(input);
  const supabase = getSupabase();
  const found = await supabase.rpc('find_conversation_between_users', {
    user1_id: userId,
    user2_id: ownerId,
    p_accommodation_id: accommodationId,
  });
  if (found.error) throw new ContactError(DETAIL_MESSAGES.chatError, found.error);
  if (found.data) return found.data;

  const created = await supabase.rpc('start_conversation', {
    p_other_user_id: ownerId,
    p_accommodation_id: accommodationId,
  });
  if (created.error) {
    // The participants go in with the conversation; a refusal naming them gets SPEC's own title.
    const title = /participant/i.test(created.error.message)
      ? DETAIL_MESSAGES.participantsError
      : DETAIL_MESSAGES.chatError;
    throw new ContactError(title, created.error);
  }
  return created.data;
}

export function useContactOwner() {
  return useMutation({
    mutationFn: contactOwner,
    // The title depends on the step that failed (ContactError), so the page toasts it.
    meta: { notifyError: false },
  });
}
