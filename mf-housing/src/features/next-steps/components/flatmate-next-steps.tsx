import { useProfile } from '@univida/shared-auth';
import {
  countAccommodationsQueryOptions,
  housingQuery,
  NextSteps,
  type HousingSearch,
} from '@univida/shared-journey';
import { Building2 } from 'lucide-react';
import { housingRoutes } from '../../../routes';

interface FlatmateNextStepsProps {
  flatmate: { city: string | null; budget: number | null };
}

/** The lower of two budgets (either may be unknown): what a room must cost to fit both. */
const sharedBudget = (...budgets: (number | null | undefined)[]) => {
  const known = budgets.filter((b): b is number => typeof b === 'number' && b > 0);
  return known.length ? Math.min(...known) : null;
};

/** From a flatmate to rooms (issue 17): in their city, within both budgets. */
export function FlatmateNextSteps({ flatmate }: FlatmateNextStepsProps) {
  const { profile } = useProfile();
  if (!flatmate.city) return null;
  const viewerBudget = profile?.user_type === 'student' ? Number(profile.budget) || null : null;
  const search: HousingSearch = {
    city: flatmate.city,
    maxPrice: sharedBudget(flatmate.budget, viewerBudget),
  };
  return (
    <NextSteps
      title="Buscad piso juntos"
      steps={[
        {
          to: housingRoutes.paths.list({}, housingQuery(search)),
          label:
            viewerBudget === null
              ? `Habitaciones en ${flatmate.city} dentro de su presupuesto`
              : `Habitaciones en ${flatmate.city} para los dos presupuestos`,
          icon: <Building2 size={20} />,
          count: {
            query: countAccommodationsQueryOptions(search),
            one: 'alojamiento',
            many: 'alojamientos',
          },
        },
      ]}
    />
  );
}
