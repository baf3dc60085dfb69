import { zodResolver } from '@hookform/resolvers/zod';
import { NEWS_CATEGORIES } from '@univida/shared-news';
import { SelectControl, SwitchControl, TextAreaField, TextField, toast } from '@univida/shared-ui';
import { useForm } from 'react-hook-form';
import { EditDialog } from '../../../components/edit-dialog';
import type { AdminNews } from '../api/get-news';
import { useUpdateNews } from '../api/update-news';
import { newsEditFormSchema, type NewsEditFormValues } from '../types/news-form';

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((category) => ({ value: category, label: category }));

export function NewsEditDialog({ news, onClose }: { news: AdminNews; onClose: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsEditFormValues>({
    resolver: zodResolver(newsEditFormSchema),
    defaultValues: {
      title: news.title,
      summary: news.summary,
      category: news.category as NewsEditFormValues['category'],
      is_featured: news.is_featured,
    },
  });
  const update = useUpdateNews({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: 'Noticia actualizada', variant: 'success' });
        onClose();
      },
    },
  });
  return (
    <EditDialog
      title={`Editar noticia: ${news.title}`}
      open
      onOpenChange={(open) => !open && onClose()}
      saving={update.isPending}
      onSubmit={handleSubmit((values) => update.mutate({ id: news.id, ...values }))}
    >
      <TextField label="Título" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Resumen"
        required
        rows={5}
        error={errors.summary?.message}
        {...register('summary')}
      />
      <SelectControl
        control={control}
        name="category"
        label="Categoría"
        options={CATEGORY_OPTIONS}
      />
      <SwitchControl control={control} name="is_featured" label="Noticia destacada" />
    </EditDialog>
  );
}
