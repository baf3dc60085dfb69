import { shellRoutes } from '../../app/shell-routes';
import { LegalPageLayout } from './legal-page-layout';
import {
  CONTACT_EMAIL,
  OWNER_ENTITY,
  OWNER_TAX_ID,
  POSTAL_ADDRESS,
  REGISTRY_DATA,
  SITE_URL,
} from './legal-placeholders';

export function LegalNoticePage() {
  return (
    <LegalPageLayout meta={shellRoutes.meta.legalNotice}>
      <h2>1. Datos identificativos</h2>
      <p>
        En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la
        Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de que el sitio
        web {SITE_URL} es titularidad de {OWNER_ENTITY}, con NIF {OWNER_TAX_ID}, domicilio en{' '}
        {POSTAL_ADDRESS}, inscrita en {REGISTRY_DATA} y con correo electrónico de contacto{' '}
        {CONTACT_EMAIL}.
      </p>
      <h2>2. Condiciones de uso</h2>
      <p>
        El acceso a este sitio web atribuye la condición de usuario e implica la aceptación de este
        aviso legal y de los términos y condiciones. El usuario se compromete a hacer un uso
        adecuado de los contenidos y servicios.
      </p>
      <h2>3. Propiedad intelectual e industrial</h2>
      <p>
        Los textos, diseños, logotipos y código de UniVida pertenecen a su titular o a sus
        licenciantes. Queda prohibida su reproducción, distribución o transformación sin
        autorización expresa.
      </p>
      <h2>4. Exclusión de responsabilidad</h2>
      <p>
        El titular no se responsabiliza de los contenidos publicados por los usuarios ni de los
        sitios enlazados de terceros, aunque retirará con diligencia cualquier contenido ilícito del
        que tenga conocimiento.
      </p>
      <h2>5. Legislación aplicable y jurisdicción</h2>
      <p>
        Este aviso legal se rige por la legislación española. Para cualquier controversia, las
        partes se someten a los juzgados y tribunales que correspondan conforme a la normativa
        española, en particular la de protección de los consumidores y usuarios.
      </p>
    </LegalPageLayout>
  );
}
