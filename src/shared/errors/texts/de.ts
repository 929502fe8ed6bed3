import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import { countryNames } from '#shared/i18n/country-names.ts';

/**
 * The API's error texts in German, the default language, by stable error code. This object
 * defines the catalogue: every other language's file is typed against it, so a missing or extra
 * code, or a text that takes other values, fails the typecheck. A text that needs values is a
 * function of them. Swiss spelling: "ss", never "ß". German and English texts come from
 * docs/product.md section 8 where it has one; see docs/translations.md.
 */
export const de = {
  BAD_REQUEST: 'Ungültige Anfrage',
  VALIDATION_FAILED: 'Ungültige Eingabe',
  NOT_FOUND: 'Nicht gefunden',
  UNAUTHENTICATED: 'Anmeldung erforderlich: Bitte melde dich an, um Posts zu erstellen',
  FORBIDDEN: 'Keine Berechtigung',
  PAYLOAD_TOO_LARGE: 'Datei zu groß: Die maximale Dateigröße beträgt 10 MB.',
  INVALID_FILE_TYPE: 'Ungültiger Dateityp: Bitte wähle eine Bilddatei aus.',
  INVALID_FILE_SIGNATURE: 'Ungültiger oder abgelaufener Link',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte versuche es später erneut.',
  UPSTREAM_UNAVAILABLE: 'Die Spieldaten sind gerade nicht erreichbar',
  IMAGE_URL_INVALID: 'Ungültige Bild-URL: Erlaubt sind nur http- und https-Adressen.',
  IMAGE_HOST_FORBIDDEN: 'Dieses Bild darf nicht geladen werden: Die Adresse ist nicht öffentlich.',
  IMAGE_TOO_LARGE: 'Bild zu groß: Die maximale Größe beträgt 5 MB.',
  IMAGE_TYPE_UNSUPPORTED:
    'Kein unterstütztes Bild: Erlaubt sind PNG, JPEG, GIF, WebP, SVG und AVIF.',
  IMAGE_FETCH_FAILED: 'Das Bild konnte nicht geladen werden.',
  IMAGE_FETCH_TIMEOUT: 'Das Bild hat zu lange zum Laden gebraucht.',
  INVALID_JWT_SIGNATURE: 'Invalid JWT signature',
  JWT_EXPIRED: 'Das Zugriffstoken ist abgelaufen',
  INVALID_JWT: 'Ungültiges Zugriffstoken',
  /** A sign-in link that would lead out of the app; the auth library answers it in English. */
  INVALID_CALLBACK_URL: 'Ungültige Rücksprungadresse',
  CSRF_REJECTED: 'Anfrage von einer fremden Seite abgelehnt',
  /** A request from an address that is not APP_URL (e.g. 127.0.0.1 when the app runs at a domain). */
  ORIGIN_REJECTED:
    'Unter dieser Adresse läuft Matchpost nicht. Öffne die App unter ihrer gewohnten Adresse und versuche es erneut.',
  // Each language names its own word (shared/accounts/deletion-confirmation.ts).
  CONFIRMATION_FAILED: `Bestätigung fehlgeschlagen: Bitte gib '${deletionWords.de}' ein, um fortzufahren.`,
  MFA_REQUIRED: 'Bitte bestätige die Anmeldung mit deinem zweiten Faktor',
  MFA_FACTOR_TYPE_INVALID: 'Faktortyp muss totp oder phone sein',
  MFA_PHONE_REQUIRED: 'Bitte gib eine Telefonnummer im Format +41791234567 ein',
  MFA_PHONE_UNAVAILABLE:
    'Codes per SMS sind auf diesem Server nicht verfügbar. Nutze eine Authenticator-App oder einen Passkey.',
  MFA_PHONE_REFUSED: 'An diese Nummer kann keine SMS gesendet werden. Prüfe die Nummer.',
  MFA_SMS_FAILED:
    'Die SMS konnte gerade nicht gesendet werden. Versuche es in ein paar Minuten noch einmal.',
  MFA_FACTOR_LIMIT: 'Maximal 10 Faktoren pro Konto',
  MFA_PHONE_LIMIT: ({ max }: { max: number }) => `Maximal ${max} Telefonnummern pro Konto`,
  // A number that is not a mobile number of a country SMS_COUNTRIES allows (codes, 'CH, DE').
  MFA_PHONE_NOT_ALLOWED: ({ countries }: { countries: string }) =>
    `SMS-Codes gehen nur an Handynummern aus diesen Ländern: ${countryNames(countries, 'de')}.`,
  // A send limit of text messages; the server fills in the minutes until one may be sent again.
  MFA_SMS_LIMITED: ({ minutes }: { minutes: number }) =>
    `Zu viele SMS-Codes: Bitte versuche es in ${minutes === 1 ? '1 Minute' : minutes < 120 ? `${minutes} Minuten` : `${Math.ceil(minutes / 60)} Stunden`} erneut oder nutze einen anderen Faktor.`,
  MFA_CODE_INVALID: 'Ungültiger Code',
  MFA_CHALLENGE_EXPIRED: 'Der Code ist abgelaufen. Bitte fordere einen neuen an.',
  // Too many wrong codes for a second factor; the server fills in the minutes until it unlocks.
  MFA_RECOVERY_CODE_INVALID:
    'Dieser Wiederherstellungscode stimmt nicht oder wurde schon verwendet.',
  MFA_RECOVERY_NO_FACTOR:
    'Wiederherstellungscodes gibt es erst mit einem zweiten Faktor. Füge zuerst einen hinzu.',
  MFA_LOCKED: ({ minutes }: { minutes: number }) =>
    `Zu viele falsche Codes: Bitte versuche es in ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} erneut.`,
  FIRST_NAME_TOO_LONG: 'Vorname zu lang',
  LAST_NAME_TOO_LONG: 'Nachname zu lang',
  INSTAGRAM_USERNAME_INVALID: 'Ungültiger Instagram-Benutzername',
  PROFILE_SAVE_FAILED: 'Fehler beim Speichern',
  // Team slots: the server fills the number of teams or days into the texts it sends.
  TEAM_ALREADY_SAVED: 'Team bereits gespeichert',
  TEAM_SLOT_LIMIT: ({ maxTeams }: { maxTeams: number }) =>
    `Maximale Anzahl erreicht: Du kannst maximal ${maxTeams} Team(s) verwalten. Upgrade dein Abo für mehr Slots.`,
  TEAM_SLOT_LOCKED: ({
    action,
    daysRemaining,
  }: {
    action: 'delete' | 'change';
    daysRemaining: number;
  }) =>
    `${action === 'delete' ? 'Löschen' : 'Ändern'} nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch ${daysRemaining === 1 ? '1 Tag' : `${daysRemaining} Tage`})`,
  BACKGROUND_LIMIT: 'Maximal 100 Hintergrundbilder: Bitte lösche zuerst ein Bild.',
  IMAGE_UNREADABLE: 'Das Bild konnte nicht gelesen werden: Bitte wähle eine andere Bilddatei aus.',
  LOGO_SVG_TOO_COMPLEX: 'Das SVG ist zu umfangreich: höchstens 1 MB und 5000 Elemente.',
  LOGO_SVG_TOO_COSTLY:
    'Das SVG wäre zu aufwendig zu zeichnen (viel Text, Transparenz, Verläufe oder Masken): Vereinfache es oder lade das Logo als PNG hoch.',
  IMAGE_DIMENSIONS_TOO_LARGE: 'Bild zu groß: Erlaubt sind höchstens 40 Megapixel.',
  IMAGE_ASPECT_TOO_EXTREME:
    'Bild zu schmal oder zu hoch: Die lange Seite darf höchstens 20-mal so lang sein wie die kurze.',
  TEXT_CONTROL_CHARACTER: 'Ungültige Eingabe: Der Text enthält ein Steuerzeichen.',
  EMAIL_INVALID: 'Ungültige E-Mail-Adresse',
  USER_NAME_INVALID: 'Ungültiger Name: höchstens 100 Zeichen.',
  USER_IMAGE_INVALID: 'Ungültige Bild-URL: Erlaubt sind nur https-Adressen.',
  // Exports (docs/product.md sections 5 and 8).
  EXPORT_INVALID: 'Ungültige Export-Anfrage',
  /** The issue text in EXPORT_INVALID's details when no game is chosen (docs/product.md section 5). */
  NO_GAME_SELECTED: 'Bitte wähle mindestens ein Spiel aus',
  GAME_LIMIT_EXCEEDED: ({ max }: { max: number }) =>
    `Maximum erreicht: Ihr Abo erlaubt maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'}`,
  CUSTOM_TEMPLATES_NOT_ALLOWED: 'Eigene Vorlagen sind in deinem Abo nicht enthalten',
  TEMPLATE_NOT_FOUND: 'Template nicht geladen',
  TEMPLATE_INVALID: 'Die Vorlage ist ungültig und kann nicht gerendert werden',
  // A result post needs a result: every game of it played and reported.
  RESULT_MISSING:
    'Noch kein Resultat: Ein Resultat-Post braucht das Resultat jedes Spiels. Mach bis dahin eine Spielvorschau.',
  // A template serves the game posts it declares (ADR 021).
  TEMPLATE_WRONG_POST_MODE:
    'Diese Vorlage ist nicht für diese Art von Post gemacht (Spielvorschau oder Resultat). Im Editor wählst du, wofür sie gilt.',
  // Plan limits after a downgrade: nothing is deleted, items beyond the limit are locked.
  TEMPLATE_LIMIT: 'Limit erreicht: Du hast die maximale Anzahl an Vorlagen erreicht',
  TEMPLATE_LOCKED:
    'Vorlage gesperrt: Dein Abo umfasst weniger Vorlagen. Upgrade dein Abo, um sie wieder zu nutzen.',
  // Template save (docs/product.md section 5): each refused field's code, shown under the field.
  TEMPLATE_NAME_REQUIRED: 'Name ist erforderlich',
  TEMPLATE_NAME_TOO_LONG: 'Name zu lang',
  TEMPLATE_GAMES_TOO_FEW: 'Mindestens 1 Spiel erforderlich',
  TEMPLATE_GAMES_LIMIT: ({ max }: { max: number }) =>
    `Maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'} erlaubt`,
  TEMPLATE_CONFIG_INVALID: 'Fehler beim Speichern: Die Vorlage enthält ungültige Elemente',
  TEMPLATE_TOO_LARGE: 'Fehler beim Speichern: Die Vorlage ist zu gross',
  TEMPLATE_IMAGE_FORBIDDEN:
    'Fehler beim Speichern: Bilder müssen aus deinen Logos oder Hintergrundbildern stammen',
  /** An element that would cost too much to draw (ADR 022): shown under the element. */
  TEMPLATE_TOO_COSTLY:
    'Fehler beim Speichern: Die Vorlage ist zu aufwendig zu zeichnen. Verkleinere dieses Element oder entferne Transparenz, Verlauf oder Rahmen',
  TEMPLATE_ELEMENT_OUT_OF_BOUNDS:
    'Fehler beim Speichern: Dieses Element reicht zu weit über die Arbeitsfläche hinaus',
  // SVG import (docs/product.md section 5).
  SVG_FILE_REQUIRED: 'Bitte wähle eine SVG-Datei aus',
  SVG_FILE_TOO_LARGE: 'Datei ist zu gross (max. 5MB)',
  SVG_PARSE_FAILED: 'SVG-Datei konnte nicht geparst werden',
  SVG_ROOT_MISSING: 'Keine gültige SVG-Datei',
  TEAM_SLOT_LOCKED_BY_PLAN:
    'Team-Slot gesperrt: Dein Abo umfasst weniger Team-Slots. Upgrade dein Abo, um dieses Team wieder zu nutzen.',
  // Logos (docs/product.md sections 2, 5 and 6: pro and premium).
  LOGOS_NOT_ALLOWED:
    'Logos sind in deinem Abo nicht enthalten: Upgrade auf Pro oder Premium, um Logos zu nutzen.',
  LOGO_NAME_REQUIRED: 'Bitte gib einen Namen für das Logo ein',
  LOGO_NAME_TOO_LONG: 'Name zu lang: höchstens 100 Zeichen.',
  LOGO_TYPE_INVALID: 'Bitte wähle eine Art: Sponsor, Verein, Team oder Andere.',
  BACKGROUND_NOT_FOUND: 'Hintergrundbild nicht gefunden',
  BACKGROUND_UNREADABLE: 'Das Hintergrundbild kann nicht gelesen werden',
  GAME_NOT_FOUND: 'Spieldaten konnten nicht geladen werden',
  GAME_NOT_OF_TEAM: 'Die gewählten Spiele gehören nicht zu diesem Team',
  TEAM_NOT_OF_CLUB: 'Dieses Team gehört nicht zum gewählten Club',
  NO_STANDINGS: 'Für dieses Team gibt es keine Tabelle',
  EXPORT_FAILED: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten',
  /** A stored template beyond the drawing budget (ADR 022), refused before drawing. */
  EXPORT_TEMPLATE_TOO_COSTLY:
    'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Die Vorlage ist zu aufwendig zu zeichnen. Bitte vereinfache sie im Editor.',
  /** A video (fileType mp4) of a post that has none: standings, game-day overview, square or landscape, 2x (ADR 063). */
  VIDEO_UNSUPPORTED:
    'Ein Video gibt es nur für Spielvorschauen und Resultate im Format 9:16 oder 4:5 in Originalgrösse (1080 px breit). Wähle eines dieser Formate oder lade ein Bild herunter.',
  /** A drawing stopped at the render budget (ADR 022). */
  EXPORT_TOO_COSTLY:
    'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Das Zeichnen hat zu lange gedauert und wurde abgebrochen. Bitte vereinfache die Vorlage.',
  /** Admission control: too many exports in flight, in all or of this user. */
  EXPORT_BUSY:
    'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Gerade werden sehr viele Bilder erstellt. Bitte versuche es in ein paar Sekunden erneut.',
  /** Admission control: too many image uploads in flight, in all or of this user. */
  UPLOAD_BUSY:
    'Upload-Fehler: Gerade werden sehr viele Bilder hochgeladen. Bitte versuche es in ein paar Sekunden erneut.',
  /** An export whose games need a club API key: one text for a missing and a rejected key. */
  EXPORT_CLUB_API_KEY_REQUIRED: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
  EXPORT_CLUB_API_KEY_INVALID: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
  // Club API keys and the sports gateway.
  CLUB_API_KEY_SPORT: 'Für diese Sportart braucht es keinen API-Schlüssel',
  CLUB_API_KEY_MALFORMED: 'Der API-Schlüssel ist ungültig: 8 bis 512 Zeichen ohne Leerzeichen',
  CLUB_ID_INVALID: 'Ungültige Club-ID',
  CLUB_API_KEY_REQUIRED: 'Für diesen Club muss zuerst ein API-Schlüssel hinterlegt werden',
  CLUB_API_KEY_INVALID: 'Der hinterlegte API-Schlüssel wurde vom Verband abgelehnt',
  /** A key the federation refused when it was to be stored: it is not stored. */
  CLUB_API_KEY_REFUSED:
    'Der Verband hat diesen API-Schlüssel abgelehnt. Er wurde nicht gespeichert. Prüfe den Schlüssel und versuche es nochmals.',
  /** Volleyball without an operator key and without a key stored for the club. */
  SWISSVOLLEY_API_KEY_REQUIRED:
    'Für Volleyball-Daten braucht es einen API-Schlüssel von Swiss Volley (VolleyManager). Hinterlege den Schlüssel deines Clubs im Profil.',
  // A federation answered in a shape the app cannot read (docs/product.md section 8 texts per query).
  CLUBS_LOAD_FAILED: 'Clubs konnten nicht geladen werden',
  TEAMS_LOAD_FAILED: 'Teams konnten nicht geladen werden',
  GAMES_LOAD_FAILED: 'Spiele konnten nicht geladen werden',
  GAME_DATA_LOAD_FAILED: 'Spieldaten konnten nicht geladen werden',
  STANDINGS_LOAD_FAILED: 'Tabelle konnte nicht geladen werden',
  SPORTS_QUERY_MISSING: 'Die Anfrage braucht eine Abfrage im Parameter query',
  QUERY_TOO_LARGE: ({ maxLength }: { maxLength: number }) =>
    `Die Abfrage ist zu lang (höchstens ${maxLength} Zeichen)`,
  SPORTS_VARIABLES_INVALID: 'variables muss ein JSON-Objekt sein',
  SPORTS_QUERY_TOO_MANY_FIELDS: ({ max }: { max: number }) =>
    `Die Abfrage verlangt zu viele Spieldaten auf einmal (höchstens ${max} Felder wie games oder teams)`,
  // Billing (docs/product.md section 8: checkout or portal creation fails).
  CHECKOUT_FAILED: 'Checkout URL konnte nicht erstellt werden',
  PORTAL_FAILED: 'Customer Portal URL konnte nicht erstellt werden',
  SUBSCRIPTION_RESUME_FAILED:
    'Dein Abo konnte nicht fortgesetzt werden. Bitte versuche es später erneut.',
  NO_SUBSCRIPTION: 'Kein Abonnement vorhanden',
  PAID_PLANS_UNAVAILABLE: 'Bezahlte Abos können hier zurzeit nicht gekauft werden',
  DEMO_CHECKOUT_INVALID: 'Dieser Kaufvorgang ist ungültig oder abgelaufen',
  DEMO_CHECKOUT_USED: 'Dieser Kaufvorgang wurde bereits abgeschlossen',
  DEMO_CHECKOUT_SUPERSEDED: 'Dieser Kaufvorgang wurde durch einen neueren ersetzt',
  DEMO_BILLING_DISABLED: 'Die Demo-Kasse ist nicht aktiv',
  BILLING_WEBHOOK_INVALID: 'Ungültige Signatur',
  DATABASE_UNAVAILABLE:
    'Der Dienst ist kurz nicht erreichbar (Datenbank). Bitte versuche es gleich noch einmal.',
  STORAGE_UNAVAILABLE:
    'Der Dienst ist kurz nicht erreichbar (Dateispeicher). Bitte versuche es gleich noch einmal.',
  MAIL_UNAVAILABLE:
    'Der Dienst ist kurz nicht erreichbar (Mailversand). Bitte versuche es gleich noch einmal.',
  METRICS_FORBIDDEN: 'Die Messwerte sind nur mit Berechtigung abrufbar',
  // Game-day mails (ADR 026).
  MAIL_TIME_INVALID: 'Bitte gib eine Uhrzeit als HH:MM ein (00:00 bis 23:59).',
  MAIL_DAYS_BEFORE_INVALID: 'Die Vorschau kommt 0 bis 7 Tage vor dem Spieltag.',
  GAME_DAY_MAILS_NOT_IN_PLAN:
    'Spieltag-Mails sind ab dem Abo Amateur enthalten: Upgrade dein Abo, um sie zu nutzen.',
  MAIL_UNSUBSCRIBE_INVALID: 'Dieser Abmeldelink ist ungültig.',
  /** A signed link past its end (180 days after its mail), or of the first form without one. */
  MAIL_UNSUBSCRIBE_EXPIRED:
    'Dieser Abmeldelink ist abgelaufen. Nimm den Link aus der neusten Mail oder schalte die Mails in deinem Profil unter Meine Teams aus.',
  /** A signed link of a mail from before the owner set the mails anew. */
  MAIL_UNSUBSCRIBE_OUTDATED:
    'Dieser Abmeldelink gilt nicht mehr: Die Mails dieses Teams wurden seit dieser Mail neu eingestellt. Nimm den Link aus der neusten Mail oder ändere die Einstellung in deinem Profil unter Meine Teams.',
  /** A signed link of a team slot that no longer exists. */
  MAIL_UNSUBSCRIBE_SLOT_GONE:
    'Dieses Team ist nicht mehr gespeichert, darum kommen dafür keine Spieltag-Mails mehr.',
  /** GET /api/weekend and the weekend post: from or to is no date, or to comes before from. */
  WEEKEND_DATES_INVALID:
    'Bitte wähle zwei gültige Daten (von, bis), das zweite nicht vor dem ersten',
  WEEKEND_WINDOW_TOO_LONG: ({ max }: { max: number }) =>
    `Der Zeitraum ist zu lang: höchstens ${max} Tage`,
  /** The weekend post: fewer than two or more than twelve games, or a game outside the window. */
  WEEKEND_GAME_COUNT: ({ min, max }: { min: number; max: number }) =>
    `Der Spieltag-Post zeigt ${min} bis ${max} Spiele`,
  GAME_OUTSIDE_WINDOW: 'Ein Spiel liegt nicht im gewählten Zeitraum',
  /** POST /api/exports/batch: not 1 to 20 posts. */
  EXPORT_BATCH_INVALID: ({ max }: { max: number }) => `Bitte wähle 1 bis ${max} Posts`,
  /** Workspaces (docs/workspaces.md): a role may not do this (an editor changing settings, an admin paying). */
  WORKSPACE_ROLE_FORBIDDEN:
    'Das darf deine Rolle in diesem Vereinskonto nicht. Frag den Inhaber oder einen Admin.',
  WORKSPACE_NOT_FOUND: 'Vereinskonto nicht gefunden',
  WORKSPACE_PERSONAL:
    'In dein persönliches Konto kannst du niemanden einladen. Lege dafür ein Vereinskonto an.',
  WORKSPACE_MEMBER_LIMIT: ({ maxMembers }: { maxMembers: number }) =>
    `Dein Plan erlaubt ${maxMembers} Mitglieder in diesem Vereinskonto. Upgrade für mehr Mitglieder.`,
  WORKSPACE_LIMIT: ({ max }: { max: number }) => `Du kannst höchstens ${max} Vereinskonten anlegen`,
  WORKSPACE_ALREADY_MEMBER: 'Diese Adresse ist schon Mitglied des Vereinskontos',
  WORKSPACE_OWNER_MUST_HAND_OVER:
    'Als Inhaber kannst du das Vereinskonto nicht verlassen. Übergib es zuerst an ein Mitglied oder lösche es.',
  WORKSPACE_OWNED_ALONE: ({ name, more }: { name: string; more: number }) =>
    more === 0
      ? `Du bist Inhaber des Vereinskontos «${name}». Übergib es zuerst an ein Mitglied oder lösche es.`
      : `Du bist Inhaber von «${name}» und ${more === 1 ? 'einem weiteren Vereinskonto' : `${more} weiteren Vereinskonten`}. Übergib sie zuerst an ein Mitglied oder lösche sie.`,
  INVITATION_INVALID: 'Diese Einladung ist ungültig, abgelaufen oder wurde zurückgezogen',
  INVITATION_WRONG_ADDRESS: ({ email }: { email: string }) =>
    `Diese Einladung gilt für ${email}. Melde dich mit dieser Adresse an, um sie anzunehmen.`,
  /** Publishing to Instagram and Facebook (ADR 059). */
  PUBLISHING_OFF: 'Veröffentlichen auf Instagram und Facebook ist hier nicht eingerichtet.',
  PUBLISHING_NOT_IN_PLAN:
    'Veröffentlichen auf Instagram und Facebook gibt es mit Pro und Premium. Upgrade, um Kanäle zu verbinden und Posts zu veröffentlichen.',
  PUBLISHING_STATE_INVALID:
    'Diese Verbindung wurde nicht hier begonnen oder schon verwendet. Verbinde den Kanal bitte noch einmal.',
  PUBLISHING_STATE_EXPIRED:
    'Die Verbindung hat zu lange gedauert (mehr als 10 Minuten). Verbinde den Kanal bitte noch einmal.',
  PUBLISHING_CONNECT_DENIED: 'Die Verbindung wurde nicht erlaubt. Es wurde nichts verbunden.',
  PUBLISHING_CONNECT_FAILED:
    'Meta hat die Verbindung nicht bestätigt. Versuche es bitte in ein paar Minuten noch einmal.',
  PUBLISHING_NO_PAGES:
    'Mit diesem Facebook-Konto verwaltest du keine Seite. Verbinde ein Konto, das eine Seite deines Vereins verwaltet.',
  PUBLISHING_CHANNEL_NOT_FOUND: 'Kanal nicht gefunden',
  PUBLISHING_CHANNEL_RECONNECT: ({ name }: { name: string }) =>
    `Der Kanal «${name}» muss neu verbunden werden, bevor du darauf veröffentlichen kannst.`,
  PUBLICATION_CHANNELS_INVALID: ({ max }: { max: number }) =>
    `Bitte wähle 1 bis ${max} Kanäle, jeden einmal.`,
  PUBLICATION_POST_COUNT: ({ min, max }: { min: number; max: number }) =>
    `Ein Beitrag hat ${min} bis ${max} Bilder.`,
  PUBLICATION_STORY_SINGLE: 'Eine Story zeigt genau ein Bild.',
  PUBLICATION_VIDEO_SINGLE: 'Ein Video zeigt genau einen Spielbeitrag: wähle einen Beitrag.',
  PUBLICATION_RATIO_MIXED: 'Alle Bilder eines Karussells brauchen dasselbe Format.',
  PUBLICATION_RATIO_FEED:
    'Dieses Format nimmt Instagram im Feed nicht: erlaubt ist von 4:5 (hoch) bis 1.91:1 (quer).',
  PUBLICATION_RATIO_STORY: 'Eine Story braucht das Format 9:16.',
  PUBLICATION_CAPTION_TOO_LONG: ({ max }: { max: number }) =>
    `Der Text ist zu lang: höchstens ${max} Zeichen.`,
  PUBLICATION_TOO_MANY_HASHTAGS: ({ max }: { max: number }) =>
    `Höchstens ${max} Hashtags pro Beitrag.`,
  PUBLICATION_TIME_INVALID: ({ days }: { days: number }) =>
    `Bitte wähle einen Zeitpunkt ab jetzt und höchstens ${days} Tage im Voraus.`,
  PUBLICATION_NOT_FOUND: 'Beitrag nicht gefunden',
  PUBLICATION_NOT_CANCELLABLE:
    'Dieser Beitrag ist nicht mehr geplant und kann nicht mehr abgesagt werden.',
  PUBLICATION_NOT_RETRYABLE: 'Nur ein fehlgeschlagener Beitrag kann noch einmal versucht werden.',
  PUBLICATION_RETRY_LINK_INVALID: 'Dieser Link zum Wiederholen ist ungültig.',
  PUBLICATION_RETRY_LINK_EXPIRED:
    'Dieser Link zum Wiederholen ist abgelaufen. Unter «Beiträge» kannst du den Beitrag noch einmal versuchen.',
  GAME_DAY_KINDS_INVALID: 'Bitte wähle Beitrag, Story oder beides.',
  GAME_DAY_MEDIA_INVALID: 'Bitte wähle Bild oder Video.',
  GAME_DAY_LINK_INVALID: 'Dieser Link zum Veröffentlichen ist ungültig.',
  GAME_DAY_LINK_EXPIRED:
    'Dieser Link zum Veröffentlichen ist abgelaufen: Das Spiel hat schon begonnen oder der Tag ist vorbei.',
  GAME_DAY_LINK_OUTDATED:
    'Die Einstellungen zum Veröffentlichen dieses Teams wurden seither geändert. Dieser Link veröffentlicht nichts mehr.',
  GAME_DAY_ALREADY_PUBLISHED: 'Dieser Beitrag wurde schon veröffentlicht.',
  GAME_DAY_NOTHING_TO_PUBLISH:
    'Es gibt nichts mehr zu veröffentlichen: Das Spiel findet an diesem Tag nicht statt oder das Veröffentlichen wurde ausgeschaltet.',
  PUBLISHING_RECONNECT_NEEDED:
    'Meta nimmt die Verbindung zu diesem Kanal nicht mehr an (abgelaufen oder widerrufen). Verbinde den Kanal neu und versuche es dann noch einmal.',
  PUBLISHING_QUOTA_REACHED: ({ total }: { total: number }) =>
    `Dieses Konto hat in den letzten 24 Stunden schon ${total} Beiträge über Apps veröffentlicht, mehr lässt Instagram nicht zu. Versuche es später noch einmal.`,
  PUBLISHING_IMAGE_REFUSED:
    'Instagram oder Facebook hat das Bild nicht angenommen (Format, Grösse oder Abruf). Versuche es noch einmal; bleibt es dabei, melde dich bei uns.',
  PUBLISHING_VIDEO_REFUSED:
    'Instagram oder Facebook konnte das Video nicht verarbeiten. Versuche es noch einmal; bleibt es dabei, veröffentliche den Beitrag als Bild.',
  PUBLISHING_CHANNEL_GONE:
    'Der Kanal wurde getrennt. Dieser Beitrag wurde dort nicht veröffentlicht.',
  PUBLISHING_FAILED:
    'Instagram oder Facebook hat mehrmals nicht geantwortet. Versuche es bitte später noch einmal.',
  /** A club's sponsors (ADR 060). */
  SPONSORS_NOT_IN_PLAN:
    'Sponsoren gibt es ab dem Amateur-Abo. Upgrade, um die Sponsoren deines Vereins zu erfassen.',
  SPONSOR_LIMIT: ({ max }: { max: number }) =>
    `Limit erreicht: Dein Abo erlaubt ${max} Sponsoren. Lösche einen oder wechsle in ein grösseres Abo.`,
  SPONSOR_NAME_REQUIRED: 'Bitte gib den Namen des Sponsors ein',
  SPONSOR_NAME_TOO_LONG: 'Der Name des Sponsors darf höchstens 100 Zeichen lang sein',
  SPONSOR_LEVEL_INVALID: 'Bitte wähle eine Stufe: Hauptsponsor, Partner oder Gönner',
  SPONSOR_URL_INVALID:
    'Ungültiger Link: Bitte gib eine Webadresse ein, die mit http:// oder https:// beginnt.',
  SPONSOR_DATE_INVALID: 'Ungültiges Datum: Bitte gib es als JJJJ-MM-TT ein (z. B. 2026-08-01).',
  SPONSOR_DATES_ORDER: 'Das Enddatum darf nicht vor dem Startdatum liegen',
  SPONSOR_TEAM_SLOTS_INVALID: 'Ungültige Teamauswahl',
  SPONSOR_TEAM_SLOT_UNKNOWN: 'Mindestens eines der gewählten Teams gibt es in diesem Konto nicht',
  SPONSOR_LOGO_REQUIRED: 'Bitte wähle ein Logo für den Sponsor aus',
  SPONSOR_LOGO_TYPE: 'Ungültiger Dateityp: Das Logo muss ein PNG, JPEG oder SVG sein.',
  SPONSOR_REPORT_RANGE_INVALID:
    'Ungültiger Zeitraum: Gib zwei Daten als JJJJ-MM-TT ein, das erste nicht nach dem zweiten, höchstens 366 Tage auseinander.',
  SPONSOR_REPORT_FORMAT: 'Den Bericht gibt es als CSV oder als PDF',
  INTERNAL: 'Ein unerwarteter Fehler ist aufgetreten',
} as const;
