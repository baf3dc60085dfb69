import { useSession } from '@univida/shared-auth';
import { Button, toast } from '@univida/shared-ui';
import { Lightbulb } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The wizard (form, image preparation, dialog) loads on the first click.
const SuggestionWizardDialog = lazy(() => import('./suggestion-wizard-dialog'));

/** 'Sugerir un lugar': visitors are asked to sign in; signed-in users get the three-step wizard. */
export function SuggestSpotButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          if (user) setOpen(true);
          else toast({ title: 'Debes iniciar sesión para sugerir un lugar.' });
        }}
      >
        <Lightbulb aria-hidden size={18} />
        Sugerir un lugar
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <SuggestionWizardDialog suggesterId={user.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
