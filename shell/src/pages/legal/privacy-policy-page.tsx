import { shellRoutes } from '../../app/shell-routes';
import { LegalPageLayout } from './legal-page-layout';
import { CONTACT_EMAIL, OWNER_ENTITY, POSTAL_ADDRESS, SITE_URL } from './legal-placeholders';

export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout meta={shellRoutes.meta.privacy}>
      <h2>1. Responsable del tratamiento</h2>
      <p>
        {OWNER_ENTITY}, con domicilio en {POSTAL_ADDRESS} y correo electrónico {CONTACT_EMAIL}, es
        responsable de los datos personales tratados a través de {SITE_URL}, conforme al Reglamento
        (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018, de Protección de Datos Personales y
        garantía de los derechos digitales (LOPDGDD).
      </p>
      <h2>2. Datos que tratamos</h2>
      <ul>
        <li>Datos de registro: nombre, email, teléfono y tipo de cuenta.</li>
        <li>
          Datos de perfil que decidas compartir: ciudad, carrera, aficiones, preferencias de
          convivencia y foto.
        </li>
        <li>Mensajes, valoraciones, sugerencias y eventos que publiques.</li>
      </ul>
      <h2>3. Finalidades y base legal</h2>
      <p>
        Tratamos tus datos para prestarte el servicio que solicitas (ejecución del contrato), para
        calcular la compatibilidad con posibles compañeros de piso cuando así lo eliges
        (consentimiento) y para mantener la seguridad de la plataforma (interés legítimo).
      </p>
      <h2>4. Conservación y destinatarios</h2>
      <p>
        Conservamos tus datos mientras mantengas tu cuenta y, después, durante los plazos legales
        aplicables. No los vendemos ni los cedemos a terceros salvo obligación legal o a proveedores
        que nos prestan servicios de alojamiento técnico con las garantías adecuadas.
      </p>
      <h2>5. Cookies</h2>
      <p>
        Usamos cookies y almacenamiento local técnicos para mantener tu sesión y recordar tu
        elección sobre cookies. Puedes aceptar o rechazar las cookies no esenciales desde el aviso
        de cookies.
      </p>
      <h2>6. Tus derechos</h2>
      <p>
        Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y
        portabilidad escribiendo a {CONTACT_EMAIL}. También puedes reclamar ante la Agencia Española
        de Protección de Datos (www.aepd.es).
      </p>
    </LegalPageLayout>
  );
}
