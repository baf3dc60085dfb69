import type { CategoryFilter, Scholarship } from '../constants';

export function filterScholarships(
  scholarships: readonly Scholarship[],
  category: CategoryFilter,
): Scholarship[] {
  return category === 'todas'
    ? [...scholarships]
    : scholarships.filter((s) => s.category === category);
}
