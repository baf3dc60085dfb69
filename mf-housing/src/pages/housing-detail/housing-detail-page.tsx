import {
  BackLink,
  Button,
  Container,
  dataErrorMessage,
  EmptyState,
  QueryState,
  toast,
} from '@univida/shared-ui';
import { Link, useBackLink, useNavigate, usePageMeta, useParams } from '@univida/shared-router';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useAccommodation } from '../../features/accommodation-detail/api/get-accommodation';
import { AccommodationView } from '../../features/accommodation-detail/components/accommodation-view';
import { DETAIL_MESSAGES } from '../../features/accommodation-detail/constants';
import { ListingNextSteps } from '../../features/next-steps/components/listing-next-steps';
import { housingRoutes } from '../../routes';

/** /alojamiento/:id — one listing with its owner and the contact button. */
export default function HousingDetailPage() {
  const { id = '' } = useParams();
  const listing = useAccommodation(id);
  const navigate = useNavigate();
  const backLink = useBackLink(housingRoutes.paths.list());
  // The tab and a shared link name the listing, not 'Alojamiento'.
  usePageMeta(
    listing.data
      ? {
          title: listing.data.name,
          description: `${listing.data.name} en ${listing.data.city}: fotos, precio, habitaciones libres y contacto con el propietario.`,
        }
      : null,
  );

  // SPEC §8: a load error says so and goes back to the list.
  useEffect(() => {
    if (!listing.isError) return;
    toast({
      title: DETAIL_MESSAGES.loadError,
      description: dataErrorMessage(listing.error),
      variant: 'destructive',
    });
    navigate(housingRoutes.paths.list(), { replace: true });
  }, [listing.isError, listing.error, navigate]);

  return (
    <Container>
      <BackLink>
        <Link {...backLink}>Volver a alojamientos</Link>
      </BackLink>
      <QueryState
        query={listing}
        loadingLabel="Cargando alojamiento…"
        errorTitle={DETAIL_MESSAGES.loadError}
        errorHeadingLevel={1}
        empty={
          <EmptyState
            icon={<SearchX />}
            title={DETAIL_MESSAGES.notFound}
            headingLevel={1}
            description="Puede que el propietario lo haya retirado."
            action={
              <Button asChild>
                <Link to={housingRoutes.paths.list()}>Ver alojamientos</Link>
              </Button>
            }
          />
        }
      >
        {(data) =>
          data ? (
            <>
              <AccommodationView listing={data} />
              <ListingNextSteps listing={data} />
            </>
          ) : null
        }
      </QueryState>
    </Container>
  );
}
