import {
  dataErrorMessage,
  Dialog,
  Field,
  FormError,
  Input,
  isUniqueViolation,
  toast,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSaveSearch } from '../save-search';
import {
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NAME_TOO_LONG,
  saveSearchInputSchema,
  type SavedSearchFilters,
  type SavedSearchKind,
} from '../types';

export interface SaveSearchDialogProps {
  kind: SavedSearchKind;
  query: string;
  filters: SavedSearchFilters;
  suggestedName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once it closes, when not back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The name form behind 'Guardar búsqueda', with its schema and mutation: loaded on first use. */
export default function SaveSearchDialog({
  kind,
  query,
  filters,
  suggestedName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SaveSearchDialogProps) {
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string>();
  // No maxLength on the input: a longer name (pasted, typed) stays whole and is said to be too
  // long as it is typed, rather than silently cut at 80.
  const length = name.trim().length;
  const shownError =
    error ?? (length > SAVED_SEARCH_NAME_MAX ? SAVED_SEARCH_NAME_TOO_LONG : undefined);
  // 'Guardar' waits disabled while the request runs; a refusal is said in the dialog (a search
  // already saved is no fault of the name) and focus goes to it. It stays until the next submit.
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const save = useSaveSearch({
    mutationConfig: {
      onError: () => focusAfterRender(() => refusalRef.current),
      onSuccess: () => {
        toast({
          title: 'Búsqueda guardada',
          description: 'En Mis búsquedas verás lo nuevo que aparezca.',
          variant: 'success',
        });
        onOpenChange(false);
      },
    },
  });

  const refusal =
    save.error &&
    (isUniqueViolation(save.error)
      ? 'Ya tienes guardada esta búsqueda: la encontrarás en Mis búsquedas.'
      : `No se pudo guardar la búsqueda. ${dataErrorMessage(save.error)}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveSearchInputSchema.safeParse({ kind, name, query, filters });
    if (!parsed.success) {
      save.reset();
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="sm" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>Guardar búsqueda</Dialog.Title>
        <Dialog.Description>
          Te avisaremos en Mis búsquedas de los resultados nuevos.
        </Dialog.Description>
        <Form onSubmit={submit} noValidate>
          <Field
            label="Nombre de la búsqueda"
            required
            error={shownError}
            hint={`${length} de ${SAVED_SEARCH_NAME_MAX} caracteres`}
          >
            <Input
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          {refusal && <FormError ref={refusalRef}>{refusal}</FormError>}
          <Dialog.FormActions submitLabel="Guardar" pending={save.isPending} />
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
