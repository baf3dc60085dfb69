// Data the owner must fill in before going live; shown verbatim until then (SPEC §2 Legal pages).
export const SITE_URL = '[URL DEL SITIO]';
export const POSTAL_ADDRESS = '[DIRECCIÓN]';
export const CONTACT_EMAIL = '[EMAIL DE CONTACTO]';
export const OWNER_ENTITY = 'UniVida S.L. [TITULAR]';
export const OWNER_TAX_ID = '[NIF]';
export const REGISTRY_DATA = '[DATOS REGISTRALES]';

/** Notice given before material changes to the terms take effect (SPEC §9). */
export const TERMS_CHANGE_NOTICE_DAYS = 30;
