import { LocationMap } from '@univida/shared-map';
import { BackLink, Container, EmptyState, QueryState, Skeleton, Spinner } from '@univida/shared-ui';
import { isUuid, Link, useBackLink, usePageMeta, useParams } from '@univida/shared-router';
import { MapPinOff } from 'lucide-react';
import { useLeisureSpot } from '../../features/leisure/api/get-leisure-spot';
import { SpotDetailView } from '../../features/leisure/components/spot-detail-view';
import { SPOT_NOT_FOUND, SPOTS_LOAD_ERROR } from '../../features/leisure/constants';
import { socialRoutes } from '../../routes';

const loading = (
  <div aria-busy="true">
    <Spinner label="Cargando zona de ocio…" />
    <Skeleton height={48} width="60%" />
    <Skeleton height={300} />
  </div>
);

function NotFound() {
  return <EmptyState icon={<MapPinOff />} title={SPOT_NOT_FOUND} headingLevel={1} />;
}

/** /zonas-ocio/:id — one leisure zone with its ratings. */
export default function LeisureZoneDetailPage() {
  const { id = '' } = useParams();
  return (
    <Container>
      <BackLink>
        <Link {...useBackLink(socialRoutes.paths.leisureZones())}>Volver a zonas de ocio</Link>
      </BackLink>
      {isUuid(id) ? <SpotById id={id} /> : <NotFound />}
    </Container>
  );
}

function SpotById({ id }: { id: string }) {
  const spot = useLeisureSpot(id);
  // The tab and a shared link name the place, not 'Zona de ocio'.
  usePageMeta(
    spot.data
      ? {
          title: spot.data.name,
          description: `${spot.data.name} en ${spot.data.city}: valoraciones, dirección y mapa.`,
        }
      : null,
  );
  return (
    <QueryState
      query={spot}
      loading={loading}
      errorTitle={SPOTS_LOAD_ERROR}
      errorHeadingLevel={1}
      empty={<NotFound />}
    >
      {(data) =>
        data && (
          <SpotDetailView
            spot={data}
            map={
              data.latitude !== null &&
              data.longitude !== null && (
                <LocationMap
                  label={`Ubicación de ${data.name}`}
                  point={{ latitude: data.latitude, longitude: data.longitude }}
                  height="240px"
                />
              )
            }
          />
        )
      }
    </QueryState>
  );
}
