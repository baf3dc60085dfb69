import {
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useSavedSearches,
  useSetSavedSearchDigest,
  countLabel,
  type SavedSearch,
} from '@univida/shared-journey';
import { Link } from '@univida/shared-router';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  QueryState,
  Skeleton,
  Switch,
  toast,
  useFocusAfterRemoval,
} from '@univida/shared-ui';
import { BookmarkX, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { KIND_LABELS, savedSearchPath } from '../../../lib/saved-search-path';

const empty = (
  <EmptyState
    icon={<BookmarkX />}
    title="Aún no has guardado búsquedas"
    description="Pulsa 'Guardar búsqueda' en Alojamiento, RoomieMatch o Eventos para seguirlas aquí."
  />
);

/** Each saved search with 'N nuevos'; opening one clears its count. */
export function SavedSearchesList({ userId }: { userId: string }) {
  const searches = useSavedSearches(userId);
  const markSeen = useMarkSavedSearchSeen();
  const remove = useDeleteSavedSearch();
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  // A deleted search takes its trash button (where focus went back) with it: focus moves on to
  // the search that takes its place, or the one before it, once the list has been read again.
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval();
  const setDigest = useSetSavedSearchDigest({
    mutationConfig: {
      onSuccess: (_data, { digest }) =>
        toast({
          title: digest ? 'Resumen diario activado' : 'Resumen diario desactivado',
          description: digest
            ? 'Te enviaremos un correo al día cuando haya resultados nuevos.'
            : 'Ya no recibirás correos de esta búsqueda.',
          variant: 'success',
        }),
    },
  });
  return (
    <>
      <QueryState
        query={searches}
        loading={<Skeleton height={180} />}
        errorTitle="Error al cargar tus búsquedas"
        empty={empty}
      >
        {(list) => (
          <List ref={listRef} aria-label="Búsquedas guardadas">
            {list.map((search) => (
              <Item key={search.id}>
                <div>
                  <Link to={savedSearchPath(search)} onClick={() => markSeen.mutate(search.id)}>
                    {search.name}
                  </Link>
                  <Kind>{KIND_LABELS[search.kind]}</Kind>
                  <Digest
                    label="Resumen diario por email"
                    aria-label={`Resumen diario por email de ${search.name}`}
                    checked={search.digest}
                    onCheckedChange={(digest) => setDigest.mutate({ id: search.id, digest })}
                  />
                </div>
                <Actions>
                  {search.newCount > 0 ? (
                    <Badge variant="success">
                      {countLabel(search.newCount, 'nuevo', 'nuevos')}
                    </Badge>
                  ) : (
                    <Kind>Nada nuevo</Kind>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Borrar la búsqueda ${search.name}`}
                    disabled={remove.isPending && remove.variables === search.id}
                    onClick={() => setDeleting(search)}
                  >
                    <Trash2 aria-hidden size={16} />
                  </Button>
                </Actions>
              </Item>
            ))}
          </List>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`¿Borrar la búsqueda «${deleting?.name ?? ''}»?`}
        description="Dejarás de ver sus resultados nuevos aquí y de recibir su resumen diario."
        confirmLabel="Borrar"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          const index = searches.data?.findIndex((search) => search.id === deleting.id) ?? -1;
          const item = listRef.current?.children[index];
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Búsqueda borrada', variant: 'success' });
              focusAfterRemoval(item, () => listRef.current?.querySelectorAll('a') ?? []);
            },
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Kind = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Digest = styled(Switch)`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
