import { useSession } from '@univida/shared-auth';
import { Link } from '@univida/shared-router';
import { Button, Spinner, toast } from '@univida/shared-ui';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { useIsSearchSaved } from '../get-saved-filters';
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

/**
 * 'Guardar búsqueda': the list's filters with a name, for 'Mis búsquedas' (issue 17). Filters the
 * student saved already show 'Búsqueda guardada' instead, a link to where they are.
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  const { user } = useSession();
  const saved = useIsSearchSaved(user?.id, props.kind, props.filters);
  // The dialog's opener is gone once the search is saved: focus goes to what replaced it.
  const savedLink = useRef<HTMLAnchorElement>(null);
  const [SaveSearchDialog, setDialog] = useState<DialogComponent | null>(() => loaded);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);

  const prefetch = () => {
    if (user) loadDialog().catch(() => {});
  };
  const start = () => {
    if (!user) {
      toast({ title: 'Inicia sesión para guardar búsquedas' });
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

  if (saved && !open) {
    return (
      <Button asChild variant="outline">
        {/* The name begins with what the link shows, for voice control. */}
        <Link
          ref={savedLink}
          to="/mis-busquedas"
          aria-label="Búsqueda guardada: ver en Mis búsquedas"
        >
          <BookmarkCheck aria-hidden size={18} />
          Búsqueda guardada
        </Link>
      </Button>
    );
  }

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
        <SaveSearchDialog
          {...props}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            if (!savedLink.current) return;
            event.preventDefault();
            savedLink.current.focus();
          }}
        />
      )}
    </>
  );
}
