/**
 * The history state of /chats opened by 'Contactar' or 'Enviar mensaje': the student came to
 * write, so the message box takes focus (a link from the list opens it as usual).
 */
export const WRITE_NOW = { writeNow: true } as const;

export const opensToWrite = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { writeNow?: unknown }).writeNow === true;
