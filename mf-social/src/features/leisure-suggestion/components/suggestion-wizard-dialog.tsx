import { zodResolver } from '@hookform/resolvers/zod';
import {
  CityControl,
  Field,
  ImagePicker,
  ImagePreview,
  Input,
  dataErrorMessage,
  LEISURE_CATEGORY_LABELS,
  LEISURE_LIST_CATEGORIES,
  revokePreparedImage,
  toast,
  type PreparedImage,
} from '@univida/shared-ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CreationWizard } from '../../../components/creation-wizard';
import type { WizardBasics } from '../../../components/wizard-basics-fields';
import { SuggestionImageError, useSuggestSpot } from '../api/suggest-spot';
import {
  EMPTY_SUGGESTION,
  SUGGESTION_STEP_FIELDS,
  SUGGESTION_STEPS,
  suggestionFormSchema,
  type SuggestionForm,
} from '../types/suggestion-form';

interface SuggestionWizardDialogProps {
  suggesterId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const basics: WizardBasics<SuggestionForm> = {
  name: { field: 'name', label: 'Nombre', maxLength: 150 },
  category: {
    field: 'category',
    options: LEISURE_LIST_CATEGORIES.map((category) => ({
      value: category,
      label: LEISURE_CATEGORY_LABELS[category],
    })),
  },
  description: { field: 'description', maxLength: 2000 },
};

const IMAGE_REQUIRED = 'Añade una imagen del lugar.';

/** 'Sugerir un lugar' in three steps: back/next, send on step 3, then it starts over. */
export default function SuggestionWizardDialog({
  suggesterId,
  open,
  onOpenChange,
}: SuggestionWizardDialogProps) {
  const [step, setStep] = useState(0);
  const [image, setImage] = useState<PreparedImage | null>(null);
  const [imageError, setImageError] = useState<string>();
  const form = useForm<SuggestionForm>({
    resolver: zodResolver(suggestionFormSchema),
    defaultValues: EMPTY_SUGGESTION,
  });
  const { register, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  useEffect(
    () => () => {
      if (image) revokePreparedImage(image);
    },
    [image],
  );

  const suggest = useSuggestSpot({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: '¡Sugerencia enviada!',
          description: 'La revisaremos antes de publicarla. Gracias por ayudar.',
          variant: 'success',
        });
        reset(EMPTY_SUGGESTION);
        setImage(null);
        setStep(0);
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title:
            error instanceof SuggestionImageError
              ? 'Error al subir la imagen'
              : 'Error al enviar la sugerencia',
          description: dataErrorMessage(error),
          variant: 'destructive',
        }),
    },
  });

  const submit = handleSubmit((form) => {
    if (!image) {
      setImageError(IMAGE_REQUIRED);
      return;
    }
    suggest.mutate({ suggesterId, form, image });
  });

  return (
    <CreationWizard
      form={form}
      stepFields={SUGGESTION_STEP_FIELDS}
      basics={basics}
      open={open}
      onOpenChange={onOpenChange}
      title="Sugerir un lugar"
      description="Cuéntanos un sitio que merezca estar en UniVida."
      steps={SUGGESTION_STEPS}
      step={step}
      onStepChange={setStep}
      onFinish={submit}
      finishLabel="Enviar sugerencia"
      pending={suggest.isPending}
    >
      {step === 1 && (
        <>
          <CityControl
            control={form.control}
            name="city"
            required
            error={form.formState.errors.city?.message}
          />
          <Field label="Dirección (opcional)" error={errors.address?.message}>
            <Input {...register('address')} maxLength={300} autoComplete="street-address" />
          </Field>
          <Field
            label="Universidad más cercana (opcional)"
            error={errors.closestUniversity?.message}
          >
            <Input {...register('closestUniversity')} maxLength={200} />
          </Field>
        </>
      )}
      {step === 2 && (
        <>
          <Field label="Teléfono (opcional)" error={errors.phone?.message}>
            <Input type="tel" {...register('phone')} maxLength={30} autoComplete="tel" />
          </Field>
          <Field label="Web (opcional)" error={errors.website?.message}>
            <Input type="url" {...register('website')} placeholder="https://" />
          </Field>
          <Field label="Imagen" required error={imageError}>
            <ImagePicker
              onSelect={([picked]) => {
                if (!picked) return;
                setImage(picked);
                setImageError(undefined);
              }}
              // The picker says what is wrong with the file itself; the field's own message
              // ('required') steps aside so it is not said twice.
              onError={() => setImageError(undefined)}
            />
          </Field>
          {image && (
            <ImagePreview
              src={image.previewUrl}
              alt="Vista previa de la imagen"
              onRemove={() => setImage(null)}
            />
          )}
        </>
      )}
    </CreationWizard>
  );
}
