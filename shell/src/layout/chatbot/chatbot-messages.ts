// The chatbot is canned only (SPEC §2): no backend, fixed texts.

export const CHATBOT_GREETING = '¡Hola! Soy el asistente de UniVida. ¿En qué puedo ayudarte hoy?';
export const CHATBOT_REPLY =
  'Gracias por tu mensaje. Todavía estoy aprendiendo: muy pronto podré ayudarte con notas de corte, alojamiento y mucho más.';
