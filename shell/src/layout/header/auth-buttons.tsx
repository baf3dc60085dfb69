import { Button } from '@univida/shared-ui';
import { Link } from '@univida/shared-router';
import { accountRoutes } from '@univida/mf-account/routes';

/** What a visitor (or a user whose profile could not load, SPEC §4) sees. */
export function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to={accountRoutes.paths.login()} onClick={onNavigate}>
          Iniciar sesión
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to={accountRoutes.paths.register()} onClick={onNavigate}>
          Registrarse
        </Link>
      </Button>
    </>
  );
}
