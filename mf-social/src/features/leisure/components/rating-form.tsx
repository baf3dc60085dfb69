import { useSession } from '@univida/shared-auth';
import {
  Button,
  Field,
  StarRating,
  Textarea,
  toast,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useOwnRating } from '../api/get-own-rating';
import { useRateSpot } from '../api/rate-spot';
import { RATING_LOGIN_REQUIRED, RATING_REQUIRED } from '../constants';

/**
 * Stars (1–5, arrow keys) and a comment. 'Enviar' the first time, 'Actualizar' once the user has
 * rated: the same upsert on (spot, user) either way.
 */
export function RatingForm({ spotId }: { spotId: string }) {
  const { user } = useSession();
  const own = useOwnRating(spotId, user?.id ?? null);
  // The pressed button waits disabled for the server, then (on a first rating) the fields are
  // drawn again around 'Actualizar': once the rating is saved or refused, focus goes to the form's
  // button as soon as it is back and enabled, instead of staying on <body>. The mutation lives
  // here, above the key that replaces the fields, so this component renders when it settles.
  const fields = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const rate = useRateSpot({
    mutationConfig: {
      onSuccess: () => toast({ title: '¡Gracias por tu valoración!', variant: 'success' }),
      onSettled: () =>
        focusAfterRender(() =>
          fields.current?.querySelector<HTMLButtonElement>('button[type="submit"]:enabled'),
        ),
    },
  });
  return (
    <div ref={fields}>
      <RatingFormFields
        key={own.data ? 'rated' : 'new'}
        spotId={spotId}
        userId={user?.id ?? null}
        own={own.data ?? null}
        rate={rate}
      />
    </div>
  );
}

interface FieldsProps {
  spotId: string;
  userId: string | null;
  own: { rating: number; comment: string | null } | null;
  rate: ReturnType<typeof useRateSpot>;
}

function RatingFormFields({ spotId, userId, own, rate }: FieldsProps) {
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [comment, setComment] = useState(own?.comment ?? '');
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) {
      toast({ title: RATING_LOGIN_REQUIRED });
      return;
    }
    if (rating === 0) {
      setMissing(true);
      toast({ title: RATING_REQUIRED, variant: 'destructive' });
      // To the stars, where the answer is missing (the error is read with them).
      form.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    rate.mutate({ spotId, userId, rating, comment });
  };

  return (
    <Form ref={form} onSubmit={submit} aria-label="Tu valoración">
      <Field label="Tu valoración" error={missing && rating === 0 ? RATING_REQUIRED : undefined}>
        <StarRating
          value={rating}
          size="lg"
          label="Tu valoración"
          onChange={(value) => {
            setRating(value);
            setMissing(false);
          }}
        />
      </Field>
      <Field label="Comentario (opcional)">
        <Textarea
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={1000}
          rows={3}
        />
      </Field>
      <div>
        <Button type="submit" disabled={rate.isPending}>
          {own ? 'Actualizar' : 'Enviar'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;
