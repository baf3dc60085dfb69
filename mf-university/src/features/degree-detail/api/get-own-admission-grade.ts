import { loadReader, useSession } from '@univida/shared-auth';
import { queryOptions, useQuery } from '@univida/shared-query';

/** The signed-in student's admission grade from their profile (private: profile_contacts). */
export async function getOwnAdmissionGrade(userId: string): Promise<number | null> {
  const reader = await loadReader();
  const { data, error } = await reader
    .from('profile_contacts')
    .select('admission_grade')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.admission_grade ?? null;
}

export const getOwnAdmissionGradeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['own-admission-grade', userId],
    queryFn: () => getOwnAdmissionGrade(userId),
    // The page reads well without it: a failure only leaves out the margin.
    meta: { notifyError: false },
  });

/** The profile's grade when signed in and `wanted`; null otherwise or while it loads. */
export function useOwnAdmissionGrade(wanted: boolean): number | null {
  const { user } = useSession();
  const grade = useQuery({
    ...getOwnAdmissionGradeQueryOptions(user?.id ?? ''),
    enabled: wanted && user !== null,
  });
  return grade.data ?? null;
}
