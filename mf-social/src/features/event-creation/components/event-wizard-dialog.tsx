import { zodResolver } from '@hookform/resolvers/zod';
import { CityControl, Field, formNumber, Input, toast } from '@univida/shared-ui';
import { useNavigate } from '@univida/shared-router';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { CreationWizard } from '../../../components/creation-wizard';
import type { WizardBasics } from '../../../components/wizard-basics-fields';
import { EVENT_CATEGORIES } from '../../../lib/event-categories';
import { socialRoutes } from '../../../routes';
import { useCreateEvent } from '../api/create-event';
import { WIZARD_STEPS } from '../constants';
import {
  eventFormSchema,
  STEP_FIELDS,
  type EventForm,
  type EventFormInput,
} from '../types/event-form';

interface EventWizardDialogProps {
  creatorId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const basics: WizardBasics<EventFormInput> = {
  name: { field: 'title', label: 'Título', maxLength: 150 },
  category: {
    field: 'category',
    options: EVENT_CATEGORIES.map((category) => ({ value: category, label: category })),
  },
  description: { field: 'description', maxLength: 5000 },
};

/** The three-step creation wizard: back/next, create on step 3, then the new event's page. */
export default function EventWizardDialog({
  creatorId,
  open,
  onOpenChange,
}: EventWizardDialogProps) {
  const [step, setStep] = useState(0);
  const navigate = useNavigate();
  const form = useForm<EventFormInput, unknown, EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: {
      title: '',
      description: '',
      city: '',
      locationName: '',
      date: '',
      time: '',
      registrationDeadline: '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const create = useCreateEvent({
    mutationConfig: {
      onSuccess: (id) => {
        toast({
          title: '¡Evento creado!',
          description: 'Ya formas parte de él.',
          variant: 'success',
        });
        onOpenChange(false);
        navigate(socialRoutes.paths.event({ id }));
      },
    },
  });

  // A rule spanning steps (a date in the past) fails on submit: go back to its step.
  const showFirstError = (fieldErrors: FieldErrors<EventFormInput>) => {
    const failing = STEP_FIELDS.findIndex((fields) => fields.some((field) => fieldErrors[field]));
    if (failing >= 0) setStep(failing);
  };
  const submit = handleSubmit((form) => create.mutate({ creatorId, form }), showFirstError);

  return (
    <CreationWizard
      form={form}
      stepFields={STEP_FIELDS}
      basics={basics}
      open={open}
      onOpenChange={onOpenChange}
      title="Crear evento"
      description="Tres pasos y tu plan estará publicado."
      steps={WIZARD_STEPS}
      step={step}
      onStepChange={setStep}
      onFinish={submit}
      finishLabel="Crear evento"
      pending={create.isPending}
    >
      {step === 1 && (
        <>
          <CityControl
            control={form.control}
            name="city"
            required
            error={form.formState.errors.city?.message}
          />
          <Field label="Lugar" required error={errors.locationName?.message}>
            <Input {...register('locationName')} maxLength={200} />
          </Field>
          <Field label="Fecha" required error={errors.date?.message}>
            <Input type="date" {...register('date')} />
          </Field>
          <Field label="Hora" required error={errors.time?.message}>
            <Input type="time" {...register('time')} />
          </Field>
        </>
      )}
      {step === 2 && (
        <>
          <Field label="Duración (horas)" required error={errors.durationHours?.message}>
            <Input inputMode="numeric" {...register('durationHours', { setValueAs: formNumber })} />
          </Field>
          <Field label="Capacidad (personas)" required error={errors.capacity?.message}>
            <Input inputMode="numeric" {...register('capacity', { setValueAs: formNumber })} />
          </Field>
          <Field
            label="Fin de la inscripción"
            required
            error={errors.registrationDeadline?.message}
          >
            <Input type="datetime-local" {...register('registrationDeadline')} />
          </Field>
        </>
      )}
    </CreationWizard>
  );
}
