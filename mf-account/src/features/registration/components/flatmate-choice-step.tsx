import { Button } from '@univida/shared-ui';
import { StepFrame, type StepProps } from './step-frame';

/** Step 5 (students): looking for a flatmate goes on to step 6; not now submits at once. */
export function FlatmateChoiceStep({ advance, back, focusOnMount, submitting }: StepProps) {
  return (
    <StepFrame
      title="¿Buscas compañero de piso?"
      description="Si buscas, te pediremos tus preferencias para RoomieMatch."
      focusOnMount={focusOnMount}
      onSubmit={(event) => event.preventDefault()}
      actions={
        <>
          <Button variant="outline" onClick={() => back()} disabled={submitting}>
            Atrás
          </Button>
          <Button
            variant="secondary"
            onClick={() => advance({ isLookingForRoommate: false })}
            loading={submitting}
          >
            No busco ahora
          </Button>
          <Button onClick={() => advance({ isLookingForRoommate: true })} disabled={submitting}>
            Sí, busco compañero
          </Button>
        </>
      }
    />
  );
}
