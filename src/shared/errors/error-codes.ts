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
  INVALID_FILE_SIGNATURE: {
    de: 'Ungültiger oder abgelaufener Link',
    en: 'Invalid or expired link',
  },
  RATE_LIMITED: {
    de: 'Zu viele Anfragen. Bitte versuche es später erneut.',
    en: 'Too many requests. Please try again later.',
  },
  UPSTREAM_UNAVAILABLE: {
    de: 'Die Spieldaten sind gerade nicht erreichbar',
    en: 'The game data is not reachable right now',
  },
  IMAGE_URL_INVALID: {
    de: 'Ungültige Bild-URL: Erlaubt sind nur http- und https-Adressen.',
    en: 'Invalid image URL: only http and https addresses are allowed.',
  },
  IMAGE_HOST_FORBIDDEN: {
    de: 'Dieses Bild darf nicht geladen werden: Die Adresse ist nicht öffentlich.',
    en: 'This image may not be loaded: its address is not public.',
  },
  IMAGE_TOO_LARGE: {
    de: 'Bild zu groß: Die maximale Größe beträgt 5 MB.',
    en: 'Image too large: the maximum size is 5 MB.',
  },
  IMAGE_TYPE_UNSUPPORTED: {
    de: 'Kein unterstütztes Bild: Erlaubt sind PNG, JPEG, GIF, WebP, SVG und AVIF.',
    en: 'Not a supported image: PNG, JPEG, GIF, WebP, SVG and AVIF are allowed.',
  },
  IMAGE_FETCH_FAILED: {
    de: 'Das Bild konnte nicht geladen werden.',
    en: 'The image could not be loaded.',
  },
  IMAGE_FETCH_TIMEOUT: {
    de: 'Das Bild hat zu lange zum Laden gebraucht.',
    en: 'The image took too long to load.',
  },
  INVALID_JWT_SIGNATURE: { de: 'Invalid JWT signature', en: 'Invalid JWT signature' },
  JWT_EXPIRED: { de: 'Das Zugriffstoken ist abgelaufen', en: 'The access token has expired' },
  INVALID_JWT: { de: 'Ungültiges Zugriffstoken', en: 'Invalid access token' },
  CSRF_REJECTED: {
    de: 'Anfrage von einer fremden Seite abgelehnt',
    en: 'Request from another site refused',
  },
  CONFIRMATION_FAILED: {
    de: "Bestätigung fehlgeschlagen: Bitte gib 'DELETE' ein, um fortzufahren.",
    en: "Confirmation failed: please type 'DELETE' to continue.",
  },
  MFA_REQUIRED: {
    de: 'Bitte bestätige die Anmeldung mit deinem zweiten Faktor',
    en: 'Please confirm the sign-in with your second factor',
  },
  MFA_FACTOR_TYPE_INVALID: {
    de: 'Faktortyp muss totp oder phone sein',
    en: 'Factor type must be totp or phone',
  },
  MFA_PHONE_REQUIRED: {
    de: 'Bitte gib eine Telefonnummer im Format +41791234567 ein',
    en: 'Please enter a phone number like +41791234567',
  },
  MFA_FACTOR_LIMIT: {
    de: 'Maximal 10 Faktoren pro Konto',
    en: 'At most 10 factors per account',
  },
  MFA_CODE_INVALID: { de: 'Ungültiger Code', en: 'Invalid code' },
  MFA_CHALLENGE_EXPIRED: {
    de: 'Der Code ist abgelaufen. Bitte fordere einen neuen an.',
    en: 'The code has expired. Please request a new one.',
  },
  FIRST_NAME_TOO_LONG: { de: 'Vorname zu lang', en: 'First name too long' },
  LAST_NAME_TOO_LONG: { de: 'Nachname zu lang', en: 'Last name too long' },
  INSTAGRAM_USERNAME_INVALID: {
    de: 'Ungültiger Instagram-Benutzername',
    en: 'Invalid Instagram username',
  },
  PROFILE_SAVE_FAILED: { de: 'Fehler beim Speichern', en: 'Error saving' },
  // Team slots: the server fills the number of teams or days into the texts it sends.
  TEAM_ALREADY_SAVED: { de: 'Team bereits gespeichert', en: 'Team already saved' },
  TEAM_SLOT_LIMIT: {
    de: 'Maximale Anzahl erreicht: Upgrade dein Abo für mehr Slots.',
    en: 'Maximum reached: upgrade your plan for more slots.',
  },
  TEAM_SLOT_LOCKED: {
    de: 'Löschen nicht möglich: Team-Slots können nur 1x pro Woche geändert werden',
    en: 'Cannot delete: team slots can only be changed once a week',
  },
  BACKGROUND_LIMIT: {
    de: 'Maximal 100 Hintergrundbilder: Bitte lösche zuerst ein Bild.',
    en: 'At most 100 background images: please delete one first.',
  },
  IMAGE_UNREADABLE: {
    de: 'Das Bild konnte nicht gelesen werden: Bitte wähle eine andere Bilddatei aus.',
    en: 'The image could not be read: please choose another image file.',
  },
  IMAGE_DIMENSIONS_TOO_LARGE: {
    de: 'Bild zu groß: Erlaubt sind höchstens 40 Megapixel.',
    en: 'Image too large: at most 40 megapixels are allowed.',
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
