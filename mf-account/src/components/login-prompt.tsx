import { Button, EmptyState } from '@univida/shared-ui';
import { LogIn } from 'lucide-react';
import { Link } from '@univida/shared-router';
import { accountRoutes } from '../routes';

/** What a signed-out visitor sees on a page that needs an account. */
export function LoginPrompt({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      icon={<LogIn />}
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to={accountRoutes.paths.login()}>Iniciar sesión</Link>
        </Button>
      }
    />
  );
}
