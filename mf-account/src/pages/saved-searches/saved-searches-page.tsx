import { useSession } from '@univida/shared-auth';
import { Container, PageHeader } from '@univida/shared-ui';
import { LoginPrompt } from '../../components/login-prompt';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list';
import { pageHeaders } from '../../page-headers';

/** /mis-busquedas — the user's saved searches with what is new since each was opened. */
export default function SavedSearchesPage() {
  const { user } = useSession();
  return (
    <Container>
      <PageHeader {...pageHeaders.savedSearches} />
      {user ? (
        <SavedSearchesList userId={user.id} />
      ) : (
        // What saved searches are is the page's subtitle.
        <LoginPrompt title="Inicia sesión para ver tus búsquedas" />
      )}
    </Container>
  );
}
