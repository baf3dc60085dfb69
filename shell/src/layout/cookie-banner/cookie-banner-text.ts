/** The banner's words (SPEC §2), shared by React's banner and the page's own HTML copy of it. */
export const COOKIE_BANNER_TEXT = {
  label: 'Aviso de cookies',
  // Short: on a phone the strip stays smaller than the page's own header.
  notice: 'Usamos cookies para que UniVida funcione y, si aceptas, para mejorarla.',
  privacy: 'Política de privacidad',
  reject: 'Rechazar',
  accept: 'Aceptar',
} as const;
