import { useSession } from '@univida/shared-auth';
import { Button, toast } from '@univida/shared-ui';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CREATE_LOGIN_REQUIRED } from '../constants';

// The wizard (form library, schema, dialog) loads on the first click, not with the list.
const EventWizardDialog = lazy(() => import('./event-wizard-dialog'));

/** 'Crear evento': visitors are asked to sign in; signed-in users get the three-step wizard. */
export function CreateEventButton() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          if (user) setOpen(true);
          else toast({ title: CREATE_LOGIN_REQUIRED });
        }}
      >
        <Plus aria-hidden size={18} />
        Crear evento
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <EventWizardDialog creatorId={user.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
