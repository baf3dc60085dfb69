import { useSession } from '@univida/shared-auth';
import { Button, Dialog, Field, Input, toast } from '@univida/shared-ui';
import { BookmarkPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSaveSearch } from '../save-search';
import { saveSearchInputSchema, type SavedSearchFilters, type SavedSearchKind } from '../types';

interface SaveSearchButtonProps {
  kind: SavedSearchKind;
  /** The list's current query string (without '?'). */
  query: string;
  /** The same filters as the database counts them. */
  filters: SavedSearchFilters;
  /** A name to start from ('Alojamiento en Valencia'). */
  suggestedName: string;
}

/** 'Guardar búsqueda': the list's filters with a name, for 'Mis búsquedas' (issue 17). */
export function SaveSearchButton({ kind, query, filters, suggestedName }: SaveSearchButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string>();
  const save = useSaveSearch({
    mutationConfig: {
      onSuccess: () => {
        toast({
          title: 'Búsqueda guardada',
          description: 'En Mis búsquedas verás lo nuevo que aparezca.',
          variant: 'success',
        });
        setOpen(false);
      },
    },
  });

  const start = () => {
    if (!user) {
      toast({ title: 'Inicia sesión para guardar búsquedas', variant: 'destructive' });
      return;
    }
    setName(suggestedName);
    setError(undefined);
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = saveSearchInputSchema.safeParse({ kind, name, query, filters });
    if (!input.success) {
      setError(input.error.issues[0]?.message);
      return;
    }
    save.mutate(input.data);
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={start}>
        <BookmarkPlus aria-hidden size={18} />
        Guardar búsqueda
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content size="sm">
          <Dialog.Title>Guardar búsqueda</Dialog.Title>
          <Dialog.Description>
            Te avisaremos en Mis búsquedas de los resultados nuevos.
          </Dialog.Description>
          <Form onSubmit={submit} noValidate>
            <Field label="Nombre de la búsqueda" required error={error}>
              <Input
                value={name}
                maxLength={80}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={save.isPending}>
                Guardar
              </Button>
            </Dialog.Footer>
          </Form>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
