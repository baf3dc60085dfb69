/** SPEC §2/§9: the detail's placeholder rating. */
export const PLACEHOLDER_RATING = { value: 4.5, count: 12 } as const;

export const DETAIL_MESSAGES = {
  notFound: 'Alojamiento no encontrado',
  loadError: 'No se pudo cargar el alojamiento.',
  loginToContact: 'Inicia sesión para contactar con el propietario',
  contactSelf: 'No puedes contactarte a ti mismo',
  chatError: 'Error al crear chat',
  participantsError: 'Error al añadir participantes',
} as const;
