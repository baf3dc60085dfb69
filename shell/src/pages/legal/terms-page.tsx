import { shellRoutes } from '../../app/shell-routes';
import { LegalPageLayout } from './legal-page-layout';
import {
  CONTACT_EMAIL,
  OWNER_ENTITY,
  SITE_URL,
  TERMS_CHANGE_NOTICE_DAYS,
} from './legal-placeholders';

export function TermsPage() {
  return (
    <LegalPageLayout meta={shellRoutes.meta.terms}>
      <h2>1. Objeto</h2>
      <p>
        Estos términos regulan el acceso y uso de UniVida, disponible en {SITE_URL}, una plataforma
        de {OWNER_ENTITY} que ayuda a estudiantes universitarios a consultar notas de corte,
        encontrar alojamiento y compañeros de piso, descubrir zonas de ocio y participar en eventos.
        Al usar la plataforma aceptas estos términos.
      </p>
      <h2>2. Cuentas de usuario</h2>
      <p>
        Para guardar favoritos, chatear, valorar lugares o crear eventos necesitas una cuenta. Te
        comprometes a facilitar datos veraces, a custodiar tu contraseña y a avisarnos de cualquier
        uso no autorizado de tu cuenta.
      </p>
      <h2>3. Uso aceptable</h2>
      <ul>
        <li>
          No publicar contenido falso, ofensivo, discriminatorio o que infrinja derechos de
          terceros.
        </li>
        <li>No suplantar a otras personas ni usar la plataforma con fines fraudulentos.</li>
        <li>Los propietarios son responsables de la exactitud de sus anuncios de alojamiento.</li>
      </ul>
      <h2>4. Contenido y responsabilidad</h2>
      <p>
        Las notas de corte y demás datos académicos son orientativos; consulta siempre las fuentes
        oficiales de cada universidad. UniVida facilita el contacto entre usuarios pero no es parte
        de los contratos de alquiler que puedan celebrarse entre ellos.
      </p>
      <h2>5. Modificaciones</h2>
      <p>
        Podemos actualizar estos términos. Te avisaremos de cualquier cambio sustancial con al menos{' '}
        {TERMS_CHANGE_NOTICE_DAYS} días de preaviso antes de que entre en vigor; si sigues usando
        UniVida después de esa fecha, se entenderá que aceptas los nuevos términos.
      </p>
      <h2>6. Contacto</h2>
      <p>Para cualquier duda sobre estos términos, escríbenos a {CONTACT_EMAIL}.</p>
    </LegalPageLayout>
  );
}
