import { zodResolver } from '@hookform/resolvers/zod';
import { useProfile, useSession } from '@univida/shared-auth';
import {
  Dialog,
  Field,
  ImagePicker,
  ImagePreview,
  Input,
  revokePreparedImage,
  Switch,
  Textarea,
  toast,
  type PreparedImage,
} from '@univida/shared-ui';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateNews } from '../api/create-news';
import type { NewsCreateCategory } from '../constants';
import { EMPTY_NEWS_FORM, newsFormSchema, type NewsFormValues } from '../lib/news-form';

export interface CreateNewsDialogProps {
  /** The category chosen in the 'Crear' menu; null keeps the dialog closed. */
  category: NewsCreateCategory | null;
  onClose: () => void;
}

/**
 * The news creation dialog (SPEC §2 News, §4 'resets on open'). Its form lives inside the
 * dialog's content, which Radix unmounts on close, so every opening starts empty.
 */
export function CreateNewsDialog({ category, onClose }: CreateNewsDialogProps) {
  return (
    <Dialog.Root open={category !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="md">
        {category && <NewsForm category={category} onDone={onClose} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function NewsForm({ category, onDone }: { category: NewsCreateCategory; onDone: () => void }) {
  const { user } = useSession();
  const { profile } = useProfile();
  const [image, setImage] = useState<PreparedImage | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: EMPTY_NEWS_FORM,
  });
  const create = useCreateNews({
    mutationConfig: {
      onSuccess: () => {
        toast({ title: '¡Noticia creada!', variant: 'success' });
        onDone();
      },
    },
  });

  // The preview's object URL is freed when the picture is replaced or the dialog closes.
  useEffect(
    () => () => {
      if (image) revokePreparedImage(image);
    },
    [image],
  );

  const submit = handleSubmit((values) => {
    if (!user) return;
    create.mutate({
      ...values,
      category,
      image: image ?? undefined,
      creatorId: user.id,
      creatorName: profile?.full_name ?? null,
    });
  });

  return (
    <>
      <Dialog.Title>Nueva noticia: {category}</Dialog.Title>
      <Dialog.Description>
        Se publicará ahora en Novedades con tu nombre como autor.
      </Dialog.Description>
      <Form onSubmit={submit} noValidate>
        <Field label="Título" required error={errors.title?.message}>
          <Input {...register('title')} autoComplete="off" />
        </Field>
        <Field label="Descripción" required error={errors.summary?.message}>
          <Textarea rows={5} {...register('summary')} />
        </Field>
        <Field label="Imagen (opcional)">
          <ImagePicker onSelect={([picked]) => picked && setImage(picked)} />
        </Field>
        {image && (
          <ImagePreview
            src={image.previewUrl}
            alt="Vista previa de la imagen de la noticia"
            onRemove={() => setImage(null)}
          />
        )}
        <Controller
          control={control}
          name="isFeatured"
          render={({ field }) => (
            <Switch
              label="Noticia destacada"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Dialog.FormActions submitLabel="Publicar" pending={create.isPending} />
      </Form>
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
