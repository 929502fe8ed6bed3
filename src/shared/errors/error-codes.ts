/**
 * Stable error codes of the API with the texts a person sees, in German (default) and English.
 * Texts come from SPEC.md section 8 where it has one. Clients show `message` as it comes or look
 * the code up here.
 */
export type Language = 'de' | 'en';

export const errorMessages = {
  BAD_REQUEST: { de: 'Ungültige Anfrage', en: 'Invalid request' },
  VALIDATION_FAILED: { de: 'Ungültige Eingabe', en: 'Invalid input' },
  NOT_FOUND: { de: 'Nicht gefunden', en: 'Not found' },
  UNAUTHENTICATED: {
    de: 'Anmeldung erforderlich: Bitte melde dich an, um Posts zu erstellen',
    en: 'Sign-in required: please sign in to create posts',
  },
  FORBIDDEN: { de: 'Keine Berechtigung', en: 'Not allowed' },
  PAYLOAD_TOO_LARGE: {
    de: 'Datei zu groß: Die maximale Dateigröße beträgt 10 MB.',
    en: 'File too large: the maximum file size is 10 MB.',
  },
  INVALID_FILE_TYPE: {
    de: 'Ungültiger Dateityp: Bitte wähle eine Bilddatei aus.',
    en: 'Invalid file type: please choose an image file.',
  },
  INVALID_FILE_SIGNATURE: { de: 'Ungültiger oder abgelaufener Link', en: 'Invalid or expired link' },
  RATE_LIMITED: {
    de: 'Zu viele Anfragen. Bitte versuche es später erneut.',
    en: 'Too many requests. Please try again later.',
  },
  UPSTREAM_UNAVAILABLE: {
    de: 'Die Spieldaten sind gerade nicht erreichbar',
    en: 'The game data is not reachable right now',
  },
  INTERNAL: {
    de: 'Ein unerwarteter Fehler ist aufgetreten',
    en: 'An unexpected error occurred',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof errorMessages;

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}
