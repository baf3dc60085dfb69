import { useSession } from '@univida/shared-auth';
import { Button, toast } from '@univida/shared-ui';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog loads on the first click.
const ReportDialog = lazy(() => import('./report-dialog'));

/** 'Reportar': visitors are asked to sign in; signed-in users get the report dialog. */
export function ReportButton({ eventId }: { eventId: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          if (user) setOpen(true);
          else toast({ title: 'Debes iniciar sesión para reportar.' });
        }}
      >
        <Flag aria-hidden size={16} />
        Reportar
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <ReportDialog eventId={eventId} reporterId={user.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
