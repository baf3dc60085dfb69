import { Badge, formatScore } from '@univida/shared-ui';
import { gradeMargin } from '../lib/grade-margin';

/** How far the student's grade is from a cut-off: on a score card and on the degree's page. */
export function MarginBadge({ userGrade, cutOff }: { userGrade: number; cutOff: number }) {
  const margin = gradeMargin(userGrade, cutOff);
  if (margin === 0) return <Badge variant="warning">Justo en la nota de corte</Badge>;
  if (margin > 0)
    return <Badge variant="success">{`+${formatScore(margin)} sobre la nota de corte`}</Badge>;
  return (
    <Badge variant="destructive">{`${formatScore(-margin)} por debajo de la nota de corte`}</Badge>
  );
}
