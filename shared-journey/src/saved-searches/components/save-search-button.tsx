import { useSession } from '@univida/shared-auth';
import { Button, Spinner, toast } from '@univida/shared-ui';
import { BookmarkPlus } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import type { SavedSearchFilters, SavedSearchKind } from '../types';
import type { SaveSearchDialogProps } from './save-search-dialog';

interface SaveSearchButtonProps {
  kind: SavedSearchKind;
  /** The list's current query string (without '?'). */
  query: string;
  /** The same filters as the database counts them. */
  filters: SavedSearchFilters;
  /** A name to start from ('Alojamiento en Valencia'). */
  suggestedName: string;
}

type DialogComponent = ComponentType<SaveSearchDialogProps>;

// The dialog, its zod schema and its mutation stay out of the lists' first render: they load when
// a signed-in student points at the button or presses it, once per page.
let loaded: DialogComponent | null = null;
let loading: Promise<DialogComponent> | null = null;
const loadDialog = () =>
  (loading ??= import('./save-search-dialog').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null; // a later press tries again
      throw error;
    },
  ));

/** 'Guardar búsqueda': the list's filters with a name, for 'Mis búsquedas' (issue 17). */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const { user } = useSession();
  const [SaveSearchDialog, setDialog] = useState<DialogComponent | null>(() => loaded);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);

  const prefetch = () => {
    if (user) loadDialog().catch(() => {});
  };
  const start = () => {
    if (!user) {
      toast({ title: 'Inicia sesión para guardar búsquedas', variant: 'destructive' });
      return;
    }
    if (SaveSearchDialog) {
      setOpen(true);
      return;
    }
    if (pending) return;
    setPending(true);
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setPending(false);
        setOpen(true);
      },
      () => {
        setPending(false);
        toast({
          title: 'Error al guardar la búsqueda',
          description: 'No se pudo abrir el formulario. Inténtalo de nuevo.',
          variant: 'destructive',
        });
      },
    );
  };

  return (
    <>
      {/* Not disabled while loading: the button keeps focus, for the dialog to return it. */}
      <Button
        type="button"
        variant="outline"
        aria-busy={pending || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={start}
      >
        {pending ? <Spinner size={18} label="" /> : <BookmarkPlus aria-hidden size={18} />}
        Guardar búsqueda
      </Button>
      {/* Mounted per opening, so the name starts from the suggestion each time. */}
      {SaveSearchDialog && open && (
        <SaveSearchDialog {...props} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
