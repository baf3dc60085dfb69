import { resizedPhotoUrl, showOriginalPhoto } from '@univida/shared-auth';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  QueryState,
  formatEurosPerMonth,
  toast,
  useFocusAfterRemoval,
  useFocusAfterRender,
} from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { House, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { TYPE_LABELS } from '../../../constants';
import { formatRooms } from '../../../lib/listing-format';
import { housingRoutes } from '../../../routes';
import { useDeleteListing } from '../api/delete-listing';
import { useMyListings, type MyListing } from '../api/get-my-listings';
import { MY_LISTINGS_MESSAGES } from '../constants';
import { ListingForm } from './listing-form';

type Mode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; listing: MyListing };

/** An owner's listings with edit and delete, and the form to publish a new one. */
export function MyListingsView({ ownerId }: { ownerId: string }) {
  const listings = useMyListings(ownerId);
  const remove = useDeleteListing();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  // The list comes back with focus, and so the screen, on the button that opened the form ('new',
  // or the listing's id) rather than on the page's top or foot.
  const view = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // A deleted listing takes its buttons with it: focus goes on to the next listing's 'Editar'.
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval();
  const close = (openedBy: string) => {
    focusAfterRender(() =>
      view.current?.querySelector<HTMLButtonElement>(`[data-opens-form="${openedBy}"]`),
    );
    setMode({ kind: 'list' });
  };

  if (mode.kind !== 'list') {
    return (
      <ListingForm
        key={mode.kind === 'edit' ? mode.listing.id : 'new'}
        ownerId={ownerId}
        listing={mode.kind === 'edit' ? mode.listing : undefined}
        onDone={() => close(mode.kind === 'edit' ? mode.listing.id : 'new')}
      />
    );
  }

  return (
    <div ref={view}>
      <Toolbar>
        <Button type="button" data-opens-form="new" onClick={() => setMode({ kind: 'new' })}>
          <Plus aria-hidden />
          Publicar alojamiento
        </Button>
      </Toolbar>
      <QueryState
        query={listings}
        loadingLabel="Cargando tus alojamientos…"
        errorTitle={MY_LISTINGS_MESSAGES.loadError}
        empty={
          <EmptyState
            icon={<House />}
            title="Aún no has publicado ningún alojamiento"
            description="Pulsa «Publicar alojamiento» para empezar."
          />
        }
      >
        {(rows) => (
          <List ref={list} aria-label="Tus alojamientos">
            {rows.map((listing) => (
              <Card key={listing.id} asChild>
                <li>
                  <Row>
                    <Thumb>
                      {listing.image_urls[0] ? (
                        <img
                          src={resizedPhotoUrl(listing.image_urls[0], 192, 144)}
                          onError={showOriginalPhoto}
                          alt=""
                          loading="lazy"
                          width={192}
                          height={144}
                        />
                      ) : (
                        <House aria-hidden />
                      )}
                    </Thumb>
                    <div>
                      <Name>
                        <Link to={housingRoutes.paths.detail({ id: listing.id })}>
                          {listing.name}
                        </Link>
                      </Name>
                      <Muted>
                        {TYPE_LABELS[listing.accommodation_type]} · {listing.city} ·{' '}
                        {formatEurosPerMonth(listing.price_per_room)} ·{' '}
                        {formatRooms(listing.available_rooms, listing.total_rooms)}
                      </Muted>
                    </div>
                    <Actions>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`Editar ${listing.name}`}
                        data-opens-form={listing.id}
                        onClick={() => setMode({ kind: 'edit', listing })}
                      >
                        <Pencil aria-hidden size={16} />
                        Editar
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="destructive"
                        aria-label={`Eliminar ${listing.name}`}
                        onClick={() => setDeleting(listing)}
                      >
                        <Trash2 aria-hidden size={16} />
                        Eliminar
                      </Button>
                    </Actions>
                  </Row>
                </li>
              </Card>
            ))}
          </List>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`¿Eliminar «${deleting?.name ?? ''}»?`}
        description="Dejará de aparecer en las búsquedas y se borrarán sus fotos. No se puede deshacer."
        confirmLabel="Eliminar"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          const item = list.current
            ?.querySelector(`[data-opens-form="${deleting.id}"]`)
            ?.closest('li');
          remove.mutate(
            { id: deleting.id, imageUrls: deleting.image_urls },
            {
              onSuccess: () => {
                toast({ title: MY_LISTINGS_MESSAGES.deleted, variant: 'success' });
                focusAfterRemoval(
                  item,
                  () => list.current?.querySelectorAll<HTMLElement>('[data-opens-form]') ?? [],
                );
              },
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </div>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[10]};
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 72px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md}px) { grid-template-columns: 96px 1fr auto; }`}
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md}px) { grid-column: auto; }`}
`;
