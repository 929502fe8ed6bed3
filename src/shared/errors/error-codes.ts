/**
 * Stable error codes of the API with the texts a person sees, in German (default) and English.
 * Texts come from SPEC.md section 8 where it has one. Clients show `message` as it comes or look
 * the code up here.
 */
export type Language = 'de' | 'en';

export type ErrorTexts = Record<Language, string>;

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
  /** A sign-in link that would lead out of the app; the auth library answers it in English. */
  INVALID_CALLBACK_URL: { de: 'Ungültige Rücksprungadresse', en: 'Invalid callback URL' },
  CSRF_REJECTED: {
    de: 'Anfrage von einer fremden Seite abgelehnt',
    en: 'Request from another site refused',
  },
  /** A request from an address that is not APP_URL (e.g. 127.0.0.1 when the app runs at a domain). */
  ORIGIN_REJECTED: {
    de: 'Unter dieser Adresse läuft Matchpost nicht. Öffne die App unter ihrer gewohnten Adresse und versuche es erneut.',
    en: 'Matchpost does not run at this address. Open the app at its usual address and try again.',
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
  // Too many wrong codes for a second factor; the server fills in the minutes until it unlocks.
  MFA_LOCKED: ({ minutes }: { minutes: number }) => ({
    de: `Zu viele falsche Codes: Bitte versuche es in ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} erneut.`,
    en: `Too many wrong codes: please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  }),
  FIRST_NAME_TOO_LONG: { de: 'Vorname zu lang', en: 'First name too long' },
  LAST_NAME_TOO_LONG: { de: 'Nachname zu lang', en: 'Last name too long' },
  INSTAGRAM_USERNAME_INVALID: {
    de: 'Ungültiger Instagram-Benutzername',
    en: 'Invalid Instagram username',
  },
  PROFILE_SAVE_FAILED: { de: 'Fehler beim Speichern', en: 'Error saving' },
  // Team slots: the server fills the number of teams or days into the texts it sends.
  TEAM_ALREADY_SAVED: { de: 'Team bereits gespeichert', en: 'Team already saved' },
  TEAM_SLOT_LIMIT: ({ maxTeams }: { maxTeams: number }) => ({
    de: `Maximale Anzahl erreicht: Du kannst maximal ${maxTeams} Team(s) verwalten. Upgrade dein Abo für mehr Slots.`,
    en: `Maximum reached: you can manage at most ${maxTeams} team(s). Upgrade your plan for more slots.`,
  }),
  TEAM_SLOT_LOCKED: ({
    action,
    daysRemaining,
  }: {
    action: 'delete' | 'change';
    daysRemaining: number;
  }) => {
    const de = daysRemaining === 1 ? '1 Tag' : `${daysRemaining} Tage`;
    const en = daysRemaining === 1 ? '1 day' : `${daysRemaining} days`;
    return {
      de: `${action === 'delete' ? 'Löschen' : 'Ändern'} nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch ${de})`,
      en: `Cannot ${action}: team slots can only be changed once a week (${en} left)`,
    };
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
  TEXT_CONTROL_CHARACTER: {
    de: 'Ungültige Eingabe: Der Text enthält ein Steuerzeichen.',
    en: 'Invalid input: the text contains a control character.',
  },
  EMAIL_INVALID: {
    de: 'Ungültige E-Mail-Adresse',
    en: 'Invalid e-mail address',
  },
  USER_NAME_INVALID: {
    de: 'Ungültiger Name: höchstens 100 Zeichen.',
    en: 'Invalid name: at most 100 characters.',
  },
  USER_IMAGE_INVALID: {
    de: 'Ungültige Bild-URL: Erlaubt sind nur https-Adressen.',
    en: 'Invalid image URL: only https addresses are allowed.',
  },
  // Exports (SPEC.md sections 5 and 8).
  EXPORT_INVALID: { de: 'Ungültige Export-Anfrage', en: 'Invalid export request' },
  /** The issue text in EXPORT_INVALID's details when no game is chosen (SPEC.md section 5). */
  NO_GAME_SELECTED: {
    de: 'Bitte wähle mindestens ein Spiel aus',
    en: 'Please choose at least one game',
  },
  GAME_LIMIT_EXCEEDED: ({ max }: { max: number }) => ({
    de: `Maximum erreicht: Ihr Abo erlaubt maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'}`,
    en: `Maximum reached: your plan allows at most ${max} ${max === 1 ? 'game' : 'games'}`,
  }),
  CUSTOM_TEMPLATES_NOT_ALLOWED: {
    de: 'Eigene Vorlagen sind in deinem Abo nicht enthalten',
    en: 'Custom templates are not part of your plan',
  },
  TEMPLATE_NOT_FOUND: { de: 'Template nicht geladen', en: 'Template not found' },
  TEMPLATE_INVALID: {
    de: 'Die Vorlage ist ungültig und kann nicht gerendert werden',
    en: 'The template is invalid and cannot be rendered',
  },
  // Plan limits after a downgrade: nothing is deleted, items beyond the limit are locked.
  TEMPLATE_LIMIT: {
    de: 'Limit erreicht: Du hast die maximale Anzahl an Vorlagen erreicht',
    en: 'Limit reached: you have reached the maximum number of templates',
  },
  TEMPLATE_LOCKED: {
    de: 'Vorlage gesperrt: Dein Abo umfasst weniger Vorlagen. Upgrade dein Abo, um sie wieder zu nutzen.',
    en: 'Template locked: your plan includes fewer templates. Upgrade your plan to use it again.',
  },
  // Template save (SPEC.md section 5): each refused field's code, shown under the field.
  TEMPLATE_NAME_REQUIRED: { de: 'Name ist erforderlich', en: 'Name is required' },
  TEMPLATE_NAME_TOO_LONG: { de: 'Name zu lang', en: 'Name too long' },
  TEMPLATE_GAMES_TOO_FEW: { de: 'Mindestens 1 Spiel erforderlich', en: 'At least 1 game required' },
  TEMPLATE_GAMES_LIMIT: ({ max }: { max: number }) => ({
    de: `Maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'} erlaubt`,
    en: `At most ${max} ${max === 1 ? 'game' : 'games'} allowed`,
  }),
  TEMPLATE_CONFIG_INVALID: {
    de: 'Fehler beim Speichern: Die Vorlage enthält ungültige Elemente',
    en: 'Error saving: the template contains invalid elements',
  },
  TEMPLATE_TOO_LARGE: {
    de: 'Fehler beim Speichern: Die Vorlage ist zu gross',
    en: 'Error saving: the template is too large',
  },
  TEMPLATE_IMAGE_FORBIDDEN: {
    de: 'Fehler beim Speichern: Bilder müssen aus deinen Logos oder Hintergrundbildern stammen',
    en: 'Error saving: images must come from your logos or background images',
  },
  // SVG import (SPEC.md section 5).
  SVG_FILE_REQUIRED: { de: 'Bitte wähle eine SVG-Datei aus', en: 'Please choose an SVG file' },
  SVG_FILE_TOO_LARGE: { de: 'Datei ist zu gross (max. 5MB)', en: 'File is too large (max. 5MB)' },
  SVG_PARSE_FAILED: {
    de: 'SVG-Datei konnte nicht geparst werden',
    en: 'The SVG file could not be parsed',
  },
  SVG_ROOT_MISSING: { de: 'Keine gültige SVG-Datei', en: 'Not a valid SVG file' },
  TEAM_SLOT_LOCKED_BY_PLAN: {
    de: 'Team-Slot gesperrt: Dein Abo umfasst weniger Team-Slots. Upgrade dein Abo, um dieses Team wieder zu nutzen.',
    en: 'Team slot locked: your plan includes fewer team slots. Upgrade your plan to use this team again.',
  },
  // Logos (SPEC.md sections 2, 5 and 6: pro and premium).
  LOGOS_NOT_ALLOWED: {
    de: 'Logos sind in deinem Abo nicht enthalten: Upgrade auf Pro oder Premium, um Logos zu nutzen.',
    en: 'Logos are not part of your plan: upgrade to Pro or Premium to use logos.',
  },
  LOGO_NAME_REQUIRED: {
    de: 'Bitte gib einen Namen für das Logo ein',
    en: 'Please enter a name for the logo',
  },
  LOGO_NAME_TOO_LONG: {
    de: 'Name zu lang: höchstens 100 Zeichen.',
    en: 'Name too long: at most 100 characters.',
  },
  LOGO_TYPE_INVALID: {
    de: 'Bitte wähle eine Art: Sponsor, Verein, Team oder Andere.',
    en: 'Please choose a kind: sponsor, club, team or other.',
  },
  BACKGROUND_NOT_FOUND: { de: 'Hintergrundbild nicht gefunden', en: 'Background image not found' },
  BACKGROUND_UNREADABLE: {
    de: 'Das Hintergrundbild kann nicht gelesen werden',
    en: 'The background image cannot be read',
  },
  GAME_NOT_FOUND: {
    de: 'Spieldaten konnten nicht geladen werden',
    en: 'Game data could not be loaded',
  },
  GAME_NOT_OF_TEAM: {
    de: 'Die gewählten Spiele gehören nicht zu diesem Team',
    en: 'The chosen games do not belong to this team',
  },
  NO_STANDINGS: {
    de: 'Für dieses Team gibt es keine Tabelle',
    en: 'There is no table for this team',
  },
  EXPORT_FAILED: {
    de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten',
    en: 'Something went wrong while creating the image',
  },
  /** Admission control: too many exports in flight, in all or of this user. */
  EXPORT_BUSY: {
    de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Gerade werden sehr viele Bilder erstellt. Bitte versuche es in ein paar Sekunden erneut.',
    en: 'Something went wrong while creating the image: a great many images are being created right now. Please try again in a few seconds.',
  },
  /** An export whose games need a club API key: one text for a missing and a rejected key. */
  EXPORT_CLUB_API_KEY_REQUIRED: {
    de: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
    en: 'This club needs a valid API key',
  },
  EXPORT_CLUB_API_KEY_INVALID: {
    de: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
    en: 'This club needs a valid API key',
  },
  // Club API keys and the sports gateway.
  CLUB_API_KEY_SPORT: {
    de: 'Für diese Sportart braucht es keinen API-Schlüssel',
    en: 'This sport needs no API key',
  },
  CLUB_API_KEY_MALFORMED: {
    de: 'Der API-Schlüssel ist ungültig: 8 bis 512 Zeichen ohne Leerzeichen',
    en: 'The API key is not valid: 8 to 512 characters without spaces',
  },
  CLUB_ID_INVALID: { de: 'Ungültige Club-ID', en: 'Invalid club id' },
  CLUB_API_KEY_REQUIRED: {
    de: 'Für diesen Club muss zuerst ein API-Schlüssel hinterlegt werden',
    en: 'An API key must first be stored for this club',
  },
  CLUB_API_KEY_INVALID: {
    de: 'Der hinterlegte API-Schlüssel wurde vom Verband abgelehnt',
    en: 'The federation rejected the stored API key',
  },
  /** Volleyball without an operator key and without a key stored for the club. */
  SWISSVOLLEY_API_KEY_REQUIRED: {
    de: 'Für Volleyball-Daten braucht es einen API-Schlüssel von Swiss Volley (VolleyManager). Hinterlege den Schlüssel deines Clubs im Profil.',
    en: "Volleyball data needs a Swiss Volley (VolleyManager) API key. Store your club's key in your profile.",
  },
  // A federation answered in a shape the app cannot read (SPEC.md section 8 texts per query).
  CLUBS_LOAD_FAILED: {
    de: 'Clubs konnten nicht geladen werden',
    en: 'Clubs could not be loaded',
  },
  TEAMS_LOAD_FAILED: {
    de: 'Teams konnten nicht geladen werden',
    en: 'Teams could not be loaded',
  },
  GAMES_LOAD_FAILED: {
    de: 'Spiele konnten nicht geladen werden',
    en: 'Games could not be loaded',
  },
  GAME_DATA_LOAD_FAILED: {
    de: 'Spieldaten konnten nicht geladen werden',
    en: 'Game data could not be loaded',
  },
  STANDINGS_LOAD_FAILED: {
    de: 'Tabelle konnte nicht geladen werden',
    en: 'The table could not be loaded',
  },
  SPORTS_QUERY_MISSING: {
    de: 'Die Anfrage braucht eine Abfrage im Parameter query',
    en: 'The request needs a query in the query parameter',
  },
  QUERY_TOO_LARGE: ({ maxLength }: { maxLength: number }) => ({
    de: `Die Abfrage ist zu lang (höchstens ${maxLength} Zeichen)`,
    en: `The query is too long (at most ${maxLength} characters)`,
  }),
  SPORTS_VARIABLES_INVALID: {
    de: 'variables must be a JSON object',
    en: 'variables must be a JSON object',
  },
  // Billing (SPEC.md section 8: checkout or portal creation fails).
  CHECKOUT_FAILED: {
    de: 'Checkout URL konnte nicht erstellt werden',
    en: 'Checkout URL could not be created',
  },
  PORTAL_FAILED: {
    de: 'Customer Portal URL konnte nicht erstellt werden',
    en: 'Customer portal URL could not be created',
  },
  NO_SUBSCRIPTION: {
    de: 'Kein Abonnement vorhanden',
    en: 'No subscription',
  },
  DEMO_CHECKOUT_INVALID: {
    de: 'Dieser Kaufvorgang ist ungültig oder abgelaufen',
    en: 'This checkout is invalid or has expired',
  },
  DEMO_CHECKOUT_USED: {
    de: 'Dieser Kaufvorgang wurde bereits abgeschlossen',
    en: 'This checkout has already been completed',
  },
  DEMO_BILLING_DISABLED: {
    de: 'Die Demo-Kasse ist nicht aktiv',
    en: 'The demo checkout is not active',
  },
  BILLING_WEBHOOK_INVALID: {
    de: 'Ungültige Signatur',
    en: 'Invalid signature',
  },
  DATABASE_UNAVAILABLE: {
    de: 'Der Dienst ist kurz nicht erreichbar (Datenbank). Bitte versuche es gleich noch einmal.',
    en: 'The service is briefly unavailable (database). Please try again in a moment.',
  },
  STORAGE_UNAVAILABLE: {
    de: 'Der Dienst ist kurz nicht erreichbar (Dateispeicher). Bitte versuche es gleich noch einmal.',
    en: 'The service is briefly unavailable (file storage). Please try again in a moment.',
  },
  METRICS_FORBIDDEN: {
    de: 'Die Messwerte sind nur mit Berechtigung abrufbar',
    en: 'The metrics need authorisation',
  },
  INTERNAL: {
    de: 'Ein unerwarteter Fehler ist aufgetreten',
    en: 'An unexpected error occurred',
  },
} as const satisfies Record<string, ErrorTexts | ((params: never) => ErrorTexts)>;

/**
 * Entries that are a variant of another code: the response carries the other code with the
 * entry's own text (the club id is one kind of invalid input, for example).
 */
const wireCodes = {
  CLUB_ID_INVALID: 'VALIDATION_FAILED',
  EXPORT_CLUB_API_KEY_REQUIRED: 'CLUB_API_KEY_REQUIRED',
  EXPORT_CLUB_API_KEY_INVALID: 'CLUB_API_KEY_INVALID',
  SPORTS_QUERY_MISSING: 'BAD_REQUEST',
  SPORTS_VARIABLES_INVALID: 'BAD_USER_INPUT',
} as const satisfies Partial<Record<keyof typeof errorMessages, string>>;

export type ErrorCode = keyof typeof errorMessages;

type Entry<C extends ErrorCode> = (typeof errorMessages)[C];

/** The codes whose texts need no values filled in. */
export type PlainErrorCode = {
  [C in ErrorCode]: Entry<C> extends ErrorTexts ? C : never;
}[ErrorCode];

/** The values an error's texts are filled with; undefined for a plain code. */
export type ErrorParams<C extends ErrorCode> =
  Entry<C> extends (params: infer P) => ErrorTexts ? P : undefined;

/** The code a response carries for a catalogue entry. */
export function wireCode(code: ErrorCode): string {
  return (wireCodes as Partial<Record<ErrorCode, string>>)[code] ?? code;
}

/** The texts of an entry, with its values filled in. */
export function errorTexts<C extends ErrorCode>(code: C, params: ErrorParams<C>): ErrorTexts {
  const entry: ErrorTexts | ((params: never) => ErrorTexts) = errorMessages[code];
  return typeof entry === 'function'
    ? (entry as (params: ErrorParams<C>) => ErrorTexts)(params)
    : entry;
}

/** Whether a string names a catalogue entry whose texts need no values (zod schemas use these). */
export function isPlainErrorCode(value: string): value is PlainErrorCode {
  return (
    Object.hasOwn(errorMessages, value) && typeof errorMessages[value as ErrorCode] !== 'function'
  );
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}
