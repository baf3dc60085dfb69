// The shell's own pages (Home and the legal pages): the route table its router and links read.
import { defineRoutes } from '@univida/shared-router/route-table';

export const shellRoutes = defineRoutes(
  'shell',
  {
    home: '/',
    terms: '/terms-and-conditions',
    privacy: '/privacy-policy',
    legalNotice: '/legal-notice',
  },
  {
    meta: {
      home: {
        title: 'Inicio',
        description:
          'UniVida — Tu vida universitaria, simplificada: notas de corte, alojamiento, compañeros de piso, ocio y eventos.',
      },
      terms: {
        title: 'Términos y condiciones',
        description: 'Las condiciones de uso de UniVida.',
      },
      privacy: {
        title: 'Política de privacidad',
        description: 'Qué datos trata UniVida, para qué y cuáles son tus derechos.',
      },
      legalNotice: { title: 'Aviso legal', description: 'Titular y datos legales de UniVida.' },
    },
  },
);
