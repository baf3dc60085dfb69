import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, Select, Switch, Textarea, toast } from '@univida/shared-ui';
import { Controller, useForm } from 'react-hook-form';
import { EditDialog } from '../../../components/edit-dialog';
import { NEWS_CATEGORIES } from '../../../constants';
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
      <Field label="Título" required error={errors.title?.message}>
        <Input {...register('title')} autoComplete="off" />
      </Field>
      <Field label="Resumen" required error={errors.summary?.message}>
        <Textarea rows={5} {...register('summary')} />
      </Field>
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <Field label="Categoría">
            <Select value={field.value} onValueChange={field.onChange} options={CATEGORY_OPTIONS} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="is_featured"
        render={({ field }) => (
          <Switch
            label="Noticia destacada"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </EditDialog>
  );
}
