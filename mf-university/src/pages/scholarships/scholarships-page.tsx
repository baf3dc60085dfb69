import { Container, PageHeader } from '@univida/shared-ui';
import { ScholarshipList } from '../../features/scholarships/components/scholarship-list';
import { pageHeaders } from '../../page-headers';

/** /becaria — BecarIA, the scholarship assistant: category filter and scholarship list. */
export default function ScholarshipsPage() {
  return (
    <Container>
      <PageHeader {...pageHeaders.scholarships} />
      <ScholarshipList />
    </Container>
  );
}
