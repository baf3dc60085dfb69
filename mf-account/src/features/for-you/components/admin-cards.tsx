import { useQuery } from '@univida/shared-query';
import { countLabel } from '@univida/shared-journey';
import { ForYouCard, ForYouEmpty } from '@univida/shared-journey/for-you-frame';
import { adminRoutes } from '@univida/mf-admin/routes';
import { Flag, Lightbulb } from 'lucide-react';
import { adminPendingQueryOptions } from '../api/admin-pending';
import { SectionState } from './section-state';

/** What waits for an admin: leisure suggestions to review and reports to resolve. */
export function AdminCards({ userId }: { userId: string }) {
  const query = useQuery(adminPendingQueryOptions(userId));
  return (
    <>
      <ForYouCard
        title="Sugerencias pendientes"
        icon={<Lightbulb size={20} />}
        link={{
          to: adminRoutes.paths.dashboard({}, { tab: 'sugerencias' }),
          label: 'Revisar sugerencias',
        }}
      >
        <SectionState query={query}>
          {({ suggestions }) => (
            <ForYouEmpty>
              {suggestions === 0
                ? 'No hay sugerencias de zonas de ocio por revisar.'
                : `${countLabel(suggestions, 'sugerencia espera', 'sugerencias esperan')} tu revisión.`}
            </ForYouEmpty>
          )}
        </SectionState>
      </ForYouCard>
      <ForYouCard
        title="Reportes pendientes"
        icon={<Flag size={20} />}
        link={{
          to: adminRoutes.paths.dashboard({}, { tab: 'reportes' }),
          label: 'Revisar reportes',
        }}
      >
        <SectionState query={query}>
          {({ reports }) => (
            <ForYouEmpty>
              {reports === 0
                ? 'No hay reportes por resolver.'
                : `${countLabel(reports, 'reporte espera', 'reportes esperan')} una decisión.`}
            </ForYouEmpty>
          )}
        </SectionState>
      </ForYouCard>
    </>
  );
}
