import { getSupabase } from '@univida/shared-auth';
import type { MutationConfig } from '@univida/shared-query';
import { z } from 'zod';
import { useAdminMutation } from '../../../hooks/use-admin-mutation';
import { newsEditFormSchema } from '../types/news-form';

export const updateNewsInputSchema = newsEditFormSchema.extend({ id: z.guid() });
export type UpdateNewsInput = z.infer<typeof updateNewsInputSchema>;

export async function updateNews(input: UpdateNewsInput): Promise<void> {
  const { id, ...changes } = updateNewsInputSchema.parse(input);
  const { error } = await getSupabase().from('news').update(changes).eq('id', id);
  if (error) throw error;
}

export function useUpdateNews({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateNews> } = {}) {
  return useAdminMutation(updateNews, 'Error al actualizar', mutationConfig);
}
