/**
 * Stable error codes of the API with the texts a person sees, in German (default), English,
 * French and Italian. German and English texts come from docs/product.md section 8 where it has one. Clients show `message` as it comes or look
 * the code up here.
 */
import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import type { Language } from '#shared/i18n/languages.ts';

export type { Language } from '#shared/i18n/languages.ts';

/** The languages of the texts, German first (the default). */
export const errorLanguages = ['de', 'en', 'fr', 'it'] as const satisfies readonly Language[];

export type ErrorTexts = Record<Language, string>;

export const errorMessages = {
  BAD_REQUEST: {
    de: 'Ungültige Anfrage',
    en: 'Invalid request',
    fr: 'Requête invalide',
    it: 'Richiesta non valida',
  },
  VALIDATION_FAILED: {
    de: 'Ungültige Eingabe',
    en: 'Invalid input',
    fr: 'Saisie invalide',
    it: 'Inserimento non valido',
  },
  NOT_FOUND: { de: 'Nicht gefunden', en: 'Not found', fr: 'Introuvable', it: 'Non trovato' },
  UNAUTHENTICATED: {
    de: 'Anmeldung erforderlich: Bitte melde dich an, um Posts zu erstellen',
    en: 'Sign-in required: please sign in to create posts',
    fr: 'Connexion requise : connecte-toi pour créer des posts',
    it: 'Accesso richiesto: accedi per creare dei post',
  },
  FORBIDDEN: {
    de: 'Keine Berechtigung',
    en: 'Not allowed',
    fr: 'Pas autorisé',
    it: 'Non autorizzato',
  },
  PAYLOAD_TOO_LARGE: {
    de: 'Datei zu groß: Die maximale Dateigröße beträgt 10 MB.',
    en: 'File too large: the maximum file size is 10 MB.',
    fr: 'Fichier trop volumineux : la taille maximale est de 10 Mo.',
    it: 'File troppo grande: la dimensione massima è di 10 MB.',
  },
  INVALID_FILE_TYPE: {
    de: 'Ungültiger Dateityp: Bitte wähle eine Bilddatei aus.',
    en: 'Invalid file type: please choose an image file.',
    fr: 'Type de fichier invalide : choisis un fichier image.',
    it: 'Tipo di file non valido: scegli un file immagine.',
  },
  INVALID_FILE_SIGNATURE: {
    de: 'Ungültiger oder abgelaufener Link',
    en: 'Invalid or expired link',
    fr: 'Lien invalide ou expiré',
    it: 'Link non valido o scaduto',
  },
  RATE_LIMITED: {
    de: 'Zu viele Anfragen. Bitte versuche es später erneut.',
    en: 'Too many requests. Please try again later.',
    fr: 'Trop de requêtes. Réessaie plus tard.',
    it: 'Troppe richieste. Riprova più tardi.',
  },
  UPSTREAM_UNAVAILABLE: {
    de: 'Die Spieldaten sind gerade nicht erreichbar',
    en: 'The game data is not reachable right now',
    fr: 'Les données des matchs ne sont pas accessibles pour le moment',
    it: 'I dati delle partite non sono raggiungibili al momento',
  },
  IMAGE_URL_INVALID: {
    de: 'Ungültige Bild-URL: Erlaubt sind nur http- und https-Adressen.',
    en: 'Invalid image URL: only http and https addresses are allowed.',
    fr: 'URL d’image invalide : seules les adresses http et https sont autorisées.',
    it: 'URL dell’immagine non valido: sono ammessi solo indirizzi http e https.',
  },
  IMAGE_HOST_FORBIDDEN: {
    de: 'Dieses Bild darf nicht geladen werden: Die Adresse ist nicht öffentlich.',
    en: 'This image may not be loaded: its address is not public.',
    fr: 'Cette image ne peut pas être chargée : son adresse n’est pas publique.',
    it: 'Questa immagine non può essere caricata: il suo indirizzo non è pubblico.',
  },
  IMAGE_TOO_LARGE: {
    de: 'Bild zu groß: Die maximale Größe beträgt 5 MB.',
    en: 'Image too large: the maximum size is 5 MB.',
    fr: 'Image trop grande : la taille maximale est de 5 Mo.',
    it: 'Immagine troppo grande: la dimensione massima è di 5 MB.',
  },
  IMAGE_TYPE_UNSUPPORTED: {
    de: 'Kein unterstütztes Bild: Erlaubt sind PNG, JPEG, GIF, WebP, SVG und AVIF.',
    en: 'Not a supported image: PNG, JPEG, GIF, WebP, SVG and AVIF are allowed.',
    fr: 'Image non prise en charge : PNG, JPEG, GIF, WebP, SVG et AVIF sont autorisés.',
    it: 'Immagine non supportata: sono ammessi PNG, JPEG, GIF, WebP, SVG e AVIF.',
  },
  IMAGE_FETCH_FAILED: {
    de: 'Das Bild konnte nicht geladen werden.',
    en: 'The image could not be loaded.',
    fr: 'L’image n’a pas pu être chargée.',
    it: 'Non è stato possibile caricare l’immagine.',
  },
  IMAGE_FETCH_TIMEOUT: {
    de: 'Das Bild hat zu lange zum Laden gebraucht.',
    en: 'The image took too long to load.',
    fr: 'L’image a mis trop de temps à se charger.',
    it: 'L’immagine ha impiegato troppo tempo a caricarsi.',
  },
  INVALID_JWT_SIGNATURE: {
    de: 'Invalid JWT signature',
    en: 'Invalid JWT signature',
    fr: 'Signature JWT invalide',
    it: 'Firma JWT non valida',
  },
  JWT_EXPIRED: {
    de: 'Das Zugriffstoken ist abgelaufen',
    en: 'The access token has expired',
    fr: 'Le jeton d’accès a expiré',
    it: 'Il token di accesso è scaduto',
  },
  INVALID_JWT: {
    de: 'Ungültiges Zugriffstoken',
    en: 'Invalid access token',
    fr: 'Jeton d’accès invalide',
    it: 'Token di accesso non valido',
  },
  /** A sign-in link that would lead out of the app; the auth library answers it in English. */
  INVALID_CALLBACK_URL: {
    de: 'Ungültige Rücksprungadresse',
    en: 'Invalid callback URL',
    fr: 'Adresse de retour invalide',
    it: 'Indirizzo di ritorno non valido',
  },
  CSRF_REJECTED: {
    de: 'Anfrage von einer fremden Seite abgelehnt',
    en: 'Request from another site refused',
    fr: 'Requête d’un site tiers refusée',
    it: 'Richiesta da un sito esterno rifiutata',
  },
  /** A request from an address that is not APP_URL (e.g. 127.0.0.1 when the app runs at a domain). */
  ORIGIN_REJECTED: {
    de: 'Unter dieser Adresse läuft Matchpost nicht. Öffne die App unter ihrer gewohnten Adresse und versuche es erneut.',
    en: 'Matchpost does not run at this address. Open the app at its usual address and try again.',
    fr: 'Matchpost ne fonctionne pas à cette adresse. Ouvre l’app à son adresse habituelle et réessaie.',
    it: 'Matchpost non funziona a questo indirizzo. Apri l’app al suo indirizzo abituale e riprova.',
  },
  // Each language names its own word (shared/accounts/deletion-confirmation.ts).
  CONFIRMATION_FAILED: {
    de: `Bestätigung fehlgeschlagen: Bitte gib '${deletionWords.de}' ein, um fortzufahren.`,
    en: `Confirmation failed: please type '${deletionWords.en}' to continue.`,
    fr: `Échec de la confirmation : tape '${deletionWords.fr}' pour continuer.`,
    it: `Conferma non riuscita: digita '${deletionWords.it}' per continuare.`,
  },
  MFA_REQUIRED: {
    de: 'Bitte bestätige die Anmeldung mit deinem zweiten Faktor',
    en: 'Please confirm the sign-in with your second factor',
    fr: 'Confirme la connexion avec ton deuxième facteur',
    it: 'Conferma l’accesso con il tuo secondo fattore',
  },
  MFA_FACTOR_TYPE_INVALID: {
    de: 'Faktortyp muss totp oder phone sein',
    en: 'Factor type must be totp or phone',
    fr: 'Le type de facteur doit être totp ou phone',
    it: 'Il tipo di fattore deve essere totp o phone',
  },
  MFA_PHONE_REQUIRED: {
    de: 'Bitte gib eine Telefonnummer im Format +41791234567 ein',
    en: 'Please enter a phone number like +41791234567',
    fr: 'Saisis un numéro de téléphone au format +41791234567',
    it: 'Inserisci un numero di telefono nel formato +41791234567',
  },
  MFA_PHONE_UNAVAILABLE: {
    de: 'Codes per SMS sind auf diesem Server nicht verfügbar. Nutze eine Authenticator-App oder einen Passkey.',
    en: 'Codes by text message are not available on this server. Use an authenticator app or a passkey.',
    fr: 'Les codes par SMS ne sont pas disponibles sur ce serveur. Utilise une app d’authentification ou une clé d’accès.',
    it: 'I codici via SMS non sono disponibili su questo server. Usa un’app di autenticazione o una passkey.',
  },
  MFA_PHONE_REFUSED: {
    de: 'An diese Nummer kann keine SMS gesendet werden. Prüfe die Nummer.',
    en: 'No text message can be sent to this number. Please check it.',
    fr: 'Aucun SMS ne peut être envoyé à ce numéro. Vérifie-le.',
    it: 'Non è possibile inviare SMS a questo numero. Controllalo.',
  },
  MFA_SMS_FAILED: {
    de: 'Die SMS konnte gerade nicht gesendet werden. Versuche es in ein paar Minuten noch einmal.',
    en: 'The text message could not be sent just now. Please try again in a few minutes.',
    fr: 'Le SMS n’a pas pu être envoyé pour l’instant. Réessaie dans quelques minutes.',
    it: 'Non è stato possibile inviare l’SMS ora. Riprova tra qualche minuto.',
  },
  MFA_FACTOR_LIMIT: {
    de: 'Maximal 10 Faktoren pro Konto',
    en: 'At most 10 factors per account',
    fr: 'Au maximum 10 facteurs par compte',
    it: 'Al massimo 10 fattori per account',
  },
  MFA_CODE_INVALID: {
    de: 'Ungültiger Code',
    en: 'Invalid code',
    fr: 'Code invalide',
    it: 'Codice non valido',
  },
  MFA_CHALLENGE_EXPIRED: {
    de: 'Der Code ist abgelaufen. Bitte fordere einen neuen an.',
    en: 'The code has expired. Please request a new one.',
    fr: 'Le code a expiré. Demandes-en un nouveau.',
    it: 'Il codice è scaduto. Richiedine uno nuovo.',
  },
  // Too many wrong codes for a second factor; the server fills in the minutes until it unlocks.
  MFA_LOCKED: ({ minutes }: { minutes: number }) => ({
    de: `Zu viele falsche Codes: Bitte versuche es in ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} erneut.`,
    en: `Too many wrong codes: please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    fr: `Trop de codes erronés : réessaie dans ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    it: `Troppi codici errati: riprova tra ${minutes === 1 ? '1 minuto' : `${minutes} minuti`}.`,
  }),
  FIRST_NAME_TOO_LONG: {
    de: 'Vorname zu lang',
    en: 'First name too long',
    fr: 'Prénom trop long',
    it: 'Nome troppo lungo',
  },
  LAST_NAME_TOO_LONG: {
    de: 'Nachname zu lang',
    en: 'Last name too long',
    fr: 'Nom trop long',
    it: 'Cognome troppo lungo',
  },
  INSTAGRAM_USERNAME_INVALID: {
    de: 'Ungültiger Instagram-Benutzername',
    en: 'Invalid Instagram username',
    fr: 'Nom d’utilisateur Instagram invalide',
    it: 'Nome utente Instagram non valido',
  },
  PROFILE_SAVE_FAILED: {
    de: 'Fehler beim Speichern',
    en: 'Error saving',
    fr: 'Erreur lors de l’enregistrement',
    it: 'Errore durante il salvataggio',
  },
  // Team slots: the server fills the number of teams or days into the texts it sends.
  TEAM_ALREADY_SAVED: {
    de: 'Team bereits gespeichert',
    en: 'Team already saved',
    fr: 'Équipe déjà enregistrée',
    it: 'Squadra già salvata',
  },
  TEAM_SLOT_LIMIT: ({ maxTeams }: { maxTeams: number }) => ({
    de: `Maximale Anzahl erreicht: Du kannst maximal ${maxTeams} Team(s) verwalten. Upgrade dein Abo für mehr Slots.`,
    en: `Maximum reached: you can manage at most ${maxTeams} team(s). Upgrade your plan for more slots.`,
    fr: `Maximum atteint : tu peux gérer au maximum ${maxTeams} équipe(s). Passe à un abonnement supérieur pour plus d’emplacements.`,
    it: `Massimo raggiunto: puoi gestire al massimo ${maxTeams} squadra/e. Passa a un abbonamento superiore per più slot.`,
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
    const fr = daysRemaining === 1 ? '1 jour' : `${daysRemaining} jours`;
    const it = daysRemaining === 1 ? '1 giorno' : `${daysRemaining} giorni`;
    return {
      de: `${action === 'delete' ? 'Löschen' : 'Ändern'} nicht möglich: Team-Slots können nur 1x pro Woche geändert werden (noch ${de})`,
      en: `Cannot ${action}: team slots can only be changed once a week (${en} left)`,
      fr: `${action === 'delete' ? 'Suppression' : 'Modification'} impossible : les emplacements d’équipe ne peuvent être modifiés qu’une fois par semaine (encore ${fr})`,
      it: `${action === 'delete' ? 'Eliminazione' : 'Modifica'} non possibile: gli slot squadra si possono cambiare solo una volta alla settimana (ancora ${it})`,
    };
  },
  BACKGROUND_LIMIT: {
    de: 'Maximal 100 Hintergrundbilder: Bitte lösche zuerst ein Bild.',
    en: 'At most 100 background images: please delete one first.',
    fr: 'Au maximum 100 images de fond : supprime d’abord une image.',
    it: 'Al massimo 100 immagini di sfondo: elimina prima un’immagine.',
  },
  IMAGE_UNREADABLE: {
    de: 'Das Bild konnte nicht gelesen werden: Bitte wähle eine andere Bilddatei aus.',
    en: 'The image could not be read: please choose another image file.',
    fr: 'L’image n’a pas pu être lue : choisis un autre fichier image.',
    it: 'Non è stato possibile leggere l’immagine: scegli un altro file immagine.',
  },
  LOGO_SVG_TOO_COMPLEX: {
    de: 'Das SVG ist zu umfangreich: höchstens 1 MB und 5000 Elemente.',
    en: 'The SVG is too complex: at most 1 MB and 5,000 elements.',
    fr: 'Le SVG est trop complexe : 1 Mo et 5000 éléments au maximum.',
    it: 'L’SVG è troppo complesso: al massimo 1 MB e 5000 elementi.',
  },
  IMAGE_DIMENSIONS_TOO_LARGE: {
    de: 'Bild zu groß: Erlaubt sind höchstens 40 Megapixel.',
    en: 'Image too large: at most 40 megapixels are allowed.',
    fr: 'Image trop grande : 40 mégapixels au maximum.',
    it: 'Immagine troppo grande: sono ammessi al massimo 40 megapixel.',
  },
  TEXT_CONTROL_CHARACTER: {
    de: 'Ungültige Eingabe: Der Text enthält ein Steuerzeichen.',
    en: 'Invalid input: the text contains a control character.',
    fr: 'Saisie invalide : le texte contient un caractère de contrôle.',
    it: 'Inserimento non valido: il testo contiene un carattere di controllo.',
  },
  EMAIL_INVALID: {
    de: 'Ungültige E-Mail-Adresse',
    en: 'Invalid e-mail address',
    fr: 'Adresse e-mail invalide',
    it: 'Indirizzo e-mail non valido',
  },
  USER_NAME_INVALID: {
    de: 'Ungültiger Name: höchstens 100 Zeichen.',
    en: 'Invalid name: at most 100 characters.',
    fr: 'Nom invalide : 100 caractères au maximum.',
    it: 'Nome non valido: al massimo 100 caratteri.',
  },
  USER_IMAGE_INVALID: {
    de: 'Ungültige Bild-URL: Erlaubt sind nur https-Adressen.',
    en: 'Invalid image URL: only https addresses are allowed.',
    fr: 'URL d’image invalide : seules les adresses https sont autorisées.',
    it: 'URL dell’immagine non valido: sono ammessi solo indirizzi https.',
  },
  // Exports (docs/product.md sections 5 and 8).
  EXPORT_INVALID: {
    de: 'Ungültige Export-Anfrage',
    en: 'Invalid export request',
    fr: 'Demande d’export invalide',
    it: 'Richiesta di esportazione non valida',
  },
  /** The issue text in EXPORT_INVALID's details when no game is chosen (docs/product.md section 5). */
  NO_GAME_SELECTED: {
    de: 'Bitte wähle mindestens ein Spiel aus',
    en: 'Please choose at least one game',
    fr: 'Choisis au moins un match',
    it: 'Scegli almeno una partita',
  },
  GAME_LIMIT_EXCEEDED: ({ max }: { max: number }) => ({
    de: `Maximum erreicht: Ihr Abo erlaubt maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'}`,
    en: `Maximum reached: your plan allows at most ${max} ${max === 1 ? 'game' : 'games'}`,
    fr: `Maximum atteint : ton abonnement permet au maximum ${max} match${max === 1 ? '' : 's'}`,
    it: `Massimo raggiunto: il tuo abbonamento consente al massimo ${max} ${max === 1 ? 'partita' : 'partite'}`,
  }),
  CUSTOM_TEMPLATES_NOT_ALLOWED: {
    de: 'Eigene Vorlagen sind in deinem Abo nicht enthalten',
    en: 'Custom templates are not part of your plan',
    fr: 'Les modèles personnalisés ne sont pas inclus dans ton abonnement',
    it: 'I modelli personalizzati non sono inclusi nel tuo abbonamento',
  },
  TEMPLATE_NOT_FOUND: {
    de: 'Template nicht geladen',
    en: 'Template not found',
    fr: 'Modèle non chargé',
    it: 'Modello non caricato',
  },
  TEMPLATE_INVALID: {
    de: 'Die Vorlage ist ungültig und kann nicht gerendert werden',
    en: 'The template is invalid and cannot be rendered',
    fr: 'Le modèle est invalide et ne peut pas être rendu',
    it: 'Il modello non è valido e non può essere generato',
  },
  // A template serves the game posts it declares (ADR 021).
  TEMPLATE_WRONG_POST_MODE: {
    de: 'Diese Vorlage ist nicht für diese Art von Post gemacht (Spielvorschau oder Resultat). Im Editor wählst du, wofür sie gilt.',
    en: 'This template is not made for this kind of post (preview or result). Choose in the editor what it is for.',
    fr: 'Ce modèle n’est pas fait pour ce type de post (avant-match ou résultat). Choisis dans l’éditeur à quoi il sert.',
    it: 'Questo modello non è fatto per questo tipo di post (anteprima o risultato). Scegli nell’editor a cosa serve.',
  },
  // Plan limits after a downgrade: nothing is deleted, items beyond the limit are locked.
  TEMPLATE_LIMIT: {
    de: 'Limit erreicht: Du hast die maximale Anzahl an Vorlagen erreicht',
    en: 'Limit reached: you have reached the maximum number of templates',
    fr: 'Limite atteinte : tu as atteint le nombre maximal de modèles',
    it: 'Limite raggiunto: hai raggiunto il numero massimo di modelli',
  },
  TEMPLATE_LOCKED: {
    de: 'Vorlage gesperrt: Dein Abo umfasst weniger Vorlagen. Upgrade dein Abo, um sie wieder zu nutzen.',
    en: 'Template locked: your plan includes fewer templates. Upgrade your plan to use it again.',
    fr: 'Modèle verrouillé : ton abonnement comprend moins de modèles. Passe à un abonnement supérieur pour l’utiliser à nouveau.',
    it: 'Modello bloccato: il tuo abbonamento comprende meno modelli. Passa a un abbonamento superiore per usarlo di nuovo.',
  },
  // Template save (docs/product.md section 5): each refused field's code, shown under the field.
  TEMPLATE_NAME_REQUIRED: {
    de: 'Name ist erforderlich',
    en: 'Name is required',
    fr: 'Le nom est obligatoire',
    it: 'Il nome è obbligatorio',
  },
  TEMPLATE_NAME_TOO_LONG: {
    de: 'Name zu lang',
    en: 'Name too long',
    fr: 'Nom trop long',
    it: 'Nome troppo lungo',
  },
  TEMPLATE_GAMES_TOO_FEW: {
    de: 'Mindestens 1 Spiel erforderlich',
    en: 'At least 1 game required',
    fr: 'Au moins 1 match requis',
    it: 'Almeno 1 partita richiesta',
  },
  TEMPLATE_GAMES_LIMIT: ({ max }: { max: number }) => ({
    de: `Maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'} erlaubt`,
    en: `At most ${max} ${max === 1 ? 'game' : 'games'} allowed`,
    fr: `${max} match${max === 1 ? '' : 's'} au maximum`,
    it: `Al massimo ${max} ${max === 1 ? 'partita consentita' : 'partite consentite'}`,
  }),
  TEMPLATE_CONFIG_INVALID: {
    de: 'Fehler beim Speichern: Die Vorlage enthält ungültige Elemente',
    en: 'Error saving: the template contains invalid elements',
    fr: 'Erreur lors de l’enregistrement : le modèle contient des éléments invalides',
    it: 'Errore durante il salvataggio: il modello contiene elementi non validi',
  },
  TEMPLATE_TOO_LARGE: {
    de: 'Fehler beim Speichern: Die Vorlage ist zu gross',
    en: 'Error saving: the template is too large',
    fr: 'Erreur lors de l’enregistrement : le modèle est trop grand',
    it: 'Errore durante il salvataggio: il modello è troppo grande',
  },
  TEMPLATE_IMAGE_FORBIDDEN: {
    de: 'Fehler beim Speichern: Bilder müssen aus deinen Logos oder Hintergrundbildern stammen',
    en: 'Error saving: images must come from your logos or background images',
    fr: 'Erreur lors de l’enregistrement : les images doivent provenir de tes logos ou de tes images de fond',
    it: 'Errore durante il salvataggio: le immagini devono provenire dai tuoi loghi o dalle tue immagini di sfondo',
  },
  /** An element that would cost too much to draw (ADR 022): shown under the element. */
  TEMPLATE_TOO_COSTLY: {
    de: 'Fehler beim Speichern: Die Vorlage ist zu aufwendig zu zeichnen. Verkleinere dieses Element oder entferne Transparenz, Verlauf oder Rahmen',
    en: 'Error saving: the template is too costly to draw. Make this element smaller or remove its transparency, gradient or outline',
    fr: 'Erreur lors de l’enregistrement : le modèle est trop coûteux à dessiner. Réduis cet élément ou retire sa transparence, son dégradé ou son contour',
    it: 'Errore durante il salvataggio: il modello è troppo oneroso da disegnare. Riduci questo elemento o togli trasparenza, sfumatura o bordo',
  },
  TEMPLATE_ELEMENT_OUT_OF_BOUNDS: {
    de: 'Fehler beim Speichern: Dieses Element reicht zu weit über die Arbeitsfläche hinaus',
    en: 'Error saving: this element reaches too far beyond the canvas',
    fr: 'Erreur lors de l’enregistrement : cet élément dépasse trop largement la zone de travail',
    it: 'Errore durante il salvataggio: questo elemento va troppo oltre l’area di lavoro',
  },
  // SVG import (docs/product.md section 5).
  SVG_FILE_REQUIRED: {
    de: 'Bitte wähle eine SVG-Datei aus',
    en: 'Please choose an SVG file',
    fr: 'Choisis un fichier SVG',
    it: 'Scegli un file SVG',
  },
  SVG_FILE_TOO_LARGE: {
    de: 'Datei ist zu gross (max. 5MB)',
    en: 'File is too large (max. 5MB)',
    fr: 'Le fichier est trop volumineux (max. 5 Mo)',
    it: 'Il file è troppo grande (max. 5 MB)',
  },
  SVG_PARSE_FAILED: {
    de: 'SVG-Datei konnte nicht geparst werden',
    en: 'The SVG file could not be parsed',
    fr: 'Le fichier SVG n’a pas pu être lu',
    it: 'Non è stato possibile leggere il file SVG',
  },
  SVG_ROOT_MISSING: {
    de: 'Keine gültige SVG-Datei',
    en: 'Not a valid SVG file',
    fr: 'Fichier SVG invalide',
    it: 'File SVG non valido',
  },
  TEAM_SLOT_LOCKED_BY_PLAN: {
    de: 'Team-Slot gesperrt: Dein Abo umfasst weniger Team-Slots. Upgrade dein Abo, um dieses Team wieder zu nutzen.',
    en: 'Team slot locked: your plan includes fewer team slots. Upgrade your plan to use this team again.',
    fr: 'Emplacement d’équipe verrouillé : ton abonnement comprend moins d’emplacements. Passe à un abonnement supérieur pour utiliser à nouveau cette équipe.',
    it: 'Slot squadra bloccato: il tuo abbonamento comprende meno slot. Passa a un abbonamento superiore per usare di nuovo questa squadra.',
  },
  // Logos (docs/product.md sections 2, 5 and 6: pro and premium).
  LOGOS_NOT_ALLOWED: {
    de: 'Logos sind in deinem Abo nicht enthalten: Upgrade auf Pro oder Premium, um Logos zu nutzen.',
    en: 'Logos are not part of your plan: upgrade to Pro or Premium to use logos.',
    fr: 'Les logos ne sont pas inclus dans ton abonnement : passe à Pro ou Premium pour utiliser des logos.',
    it: 'I loghi non sono inclusi nel tuo abbonamento: passa a Pro o Premium per usare i loghi.',
  },
  LOGO_NAME_REQUIRED: {
    de: 'Bitte gib einen Namen für das Logo ein',
    en: 'Please enter a name for the logo',
    fr: 'Saisis un nom pour le logo',
    it: 'Inserisci un nome per il logo',
  },
  LOGO_NAME_TOO_LONG: {
    de: 'Name zu lang: höchstens 100 Zeichen.',
    en: 'Name too long: at most 100 characters.',
    fr: 'Nom trop long : 100 caractères au maximum.',
    it: 'Nome troppo lungo: al massimo 100 caratteri.',
  },
  LOGO_TYPE_INVALID: {
    de: 'Bitte wähle eine Art: Sponsor, Verein, Team oder Andere.',
    en: 'Please choose a kind: sponsor, club, team or other.',
    fr: 'Choisis un type : sponsor, club, équipe ou autre.',
    it: 'Scegli un tipo: sponsor, club, squadra o altro.',
  },
  BACKGROUND_NOT_FOUND: {
    de: 'Hintergrundbild nicht gefunden',
    en: 'Background image not found',
    fr: 'Image de fond introuvable',
    it: 'Immagine di sfondo non trovata',
  },
  BACKGROUND_UNREADABLE: {
    de: 'Das Hintergrundbild kann nicht gelesen werden',
    en: 'The background image cannot be read',
    fr: 'L’image de fond ne peut pas être lue',
    it: 'Non è possibile leggere l’immagine di sfondo',
  },
  GAME_NOT_FOUND: {
    de: 'Spieldaten konnten nicht geladen werden',
    en: 'Game data could not be loaded',
    fr: 'Les données du match n’ont pas pu être chargées',
    it: 'Non è stato possibile caricare i dati della partita',
  },
  GAME_NOT_OF_TEAM: {
    de: 'Die gewählten Spiele gehören nicht zu diesem Team',
    en: 'The chosen games do not belong to this team',
    fr: 'Les matchs choisis n’appartiennent pas à cette équipe',
    it: 'Le partite scelte non appartengono a questa squadra',
  },
  NO_STANDINGS: {
    de: 'Für dieses Team gibt es keine Tabelle',
    en: 'There is no table for this team',
    fr: 'Il n’y a pas de classement pour cette équipe',
    it: 'Non c’è una classifica per questa squadra',
  },
  EXPORT_FAILED: {
    de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten',
    en: 'Something went wrong while creating the image',
    fr: 'Une erreur est survenue lors de la création de l’image',
    it: 'Si è verificato un errore durante la creazione dell’immagine',
  },
  /** A stored template beyond the drawing budget (ADR 022), refused before drawing. */
  EXPORT_TEMPLATE_TOO_COSTLY: {
    de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Die Vorlage ist zu aufwendig zu zeichnen. Bitte vereinfache sie im Editor.',
    en: 'Something went wrong while creating the image: the template is too costly to draw. Please simplify it in the editor.',
    fr: 'Une erreur est survenue lors de la création de l’image : le modèle est trop coûteux à dessiner. Simplifie-le dans l’éditeur.',
    it: 'Si è verificato un errore durante la creazione dell’immagine: il modello è troppo oneroso da disegnare. Semplificalo nell’editor.',
  },
  /** A drawing stopped at the render budget (ADR 022). */
  EXPORT_TOO_COSTLY: {
    de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Das Zeichnen hat zu lange gedauert und wurde abgebrochen. Bitte vereinfache die Vorlage.',
    en: 'Something went wrong while creating the image: drawing it took too long and was stopped. Please simplify the template.',
    fr: 'Une erreur est survenue lors de la création de l’image : le dessin a pris trop de temps et a été interrompu. Simplifie le modèle.',
    it: 'Si è verificato un errore durante la creazione dell’immagine: il disegno ha richiesto troppo tempo ed è stato interrotto. Semplifica il modello.',
  },
  /** Admission control: too many exports in flight, in all or of this user. */
  EXPORT_BUSY: {
    de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten: Gerade werden sehr viele Bilder erstellt. Bitte versuche es in ein paar Sekunden erneut.',
    en: 'Something went wrong while creating the image: a great many images are being created right now. Please try again in a few seconds.',
    fr: 'Une erreur est survenue lors de la création de l’image : beaucoup d’images sont en cours de création. Réessaie dans quelques secondes.',
    it: 'Si è verificato un errore durante la creazione dell’immagine: in questo momento vengono create moltissime immagini. Riprova tra qualche secondo.',
  },
  /** Admission control: too many image uploads in flight, in all or of this user. */
  UPLOAD_BUSY: {
    de: 'Upload-Fehler: Gerade werden sehr viele Bilder hochgeladen. Bitte versuche es in ein paar Sekunden erneut.',
    en: 'Upload failed: a great many images are being uploaded right now. Please try again in a few seconds.',
    fr: 'Échec du téléversement : beaucoup d’images sont en cours de téléversement. Réessaie dans quelques secondes.',
    it: 'Caricamento non riuscito: in questo momento vengono caricate moltissime immagini. Riprova tra qualche secondo.',
  },
  /** An export whose games need a club API key: one text for a missing and a rejected key. */
  EXPORT_CLUB_API_KEY_REQUIRED: {
    de: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
    en: 'This club needs a valid API key',
    fr: 'Ce club a besoin d’une clé API valable',
    it: 'Questo club ha bisogno di una chiave API valida',
  },
  EXPORT_CLUB_API_KEY_INVALID: {
    de: 'Für diesen Club wird ein gültiger API-Schlüssel benötigt',
    en: 'This club needs a valid API key',
    fr: 'Ce club a besoin d’une clé API valable',
    it: 'Questo club ha bisogno di una chiave API valida',
  },
  // Club API keys and the sports gateway.
  CLUB_API_KEY_SPORT: {
    de: 'Für diese Sportart braucht es keinen API-Schlüssel',
    en: 'This sport needs no API key',
    fr: 'Ce sport n’a pas besoin de clé API',
    it: 'Questo sport non ha bisogno di una chiave API',
  },
  CLUB_API_KEY_MALFORMED: {
    de: 'Der API-Schlüssel ist ungültig: 8 bis 512 Zeichen ohne Leerzeichen',
    en: 'The API key is not valid: 8 to 512 characters without spaces',
    fr: 'La clé API n’est pas valable : 8 à 512 caractères sans espaces',
    it: 'La chiave API non è valida: da 8 a 512 caratteri senza spazi',
  },
  CLUB_ID_INVALID: {
    de: 'Ungültige Club-ID',
    en: 'Invalid club id',
    fr: 'ID de club invalide',
    it: 'ID del club non valido',
  },
  CLUB_API_KEY_REQUIRED: {
    de: 'Für diesen Club muss zuerst ein API-Schlüssel hinterlegt werden',
    en: 'An API key must first be stored for this club',
    fr: 'Une clé API doit d’abord être enregistrée pour ce club',
    it: 'Per questo club occorre prima registrare una chiave API',
  },
  CLUB_API_KEY_INVALID: {
    de: 'Der hinterlegte API-Schlüssel wurde vom Verband abgelehnt',
    en: 'The federation rejected the stored API key',
    fr: 'La fédération a refusé la clé API enregistrée',
    it: 'La federazione ha rifiutato la chiave API registrata',
  },
  /** A key the federation refused when it was to be stored: it is not stored. */
  CLUB_API_KEY_REFUSED: {
    de: 'Der Verband hat diesen API-Schlüssel abgelehnt. Er wurde nicht gespeichert. Prüfe den Schlüssel und versuche es nochmals.',
    en: 'The federation refused this API key. It was not saved. Check the key and try again.',
    fr: 'La fédération a refusé cette clé API. Elle n’a pas été enregistrée. Vérifie la clé et réessaie.',
    it: 'La federazione ha rifiutato questa chiave API. Non è stata salvata. Controlla la chiave e riprova.',
  },
  /** Volleyball without an operator key and without a key stored for the club. */
  SWISSVOLLEY_API_KEY_REQUIRED: {
    de: 'Für Volleyball-Daten braucht es einen API-Schlüssel von Swiss Volley (VolleyManager). Hinterlege den Schlüssel deines Clubs im Profil.',
    en: "Volleyball data needs a Swiss Volley (VolleyManager) API key. Store your club's key in your profile.",
    fr: 'Les données de volleyball nécessitent une clé API de Swiss Volley (VolleyManager). Enregistre la clé de ton club dans ton profil.',
    it: 'I dati di pallavolo richiedono una chiave API di Swiss Volley (VolleyManager). Registra la chiave del tuo club nel profilo.',
  },
  // A federation answered in a shape the app cannot read (docs/product.md section 8 texts per query).
  CLUBS_LOAD_FAILED: {
    de: 'Clubs konnten nicht geladen werden',
    en: 'Clubs could not be loaded',
    fr: 'Les clubs n’ont pas pu être chargés',
    it: 'Non è stato possibile caricare i club',
  },
  TEAMS_LOAD_FAILED: {
    de: 'Teams konnten nicht geladen werden',
    en: 'Teams could not be loaded',
    fr: 'Les équipes n’ont pas pu être chargées',
    it: 'Non è stato possibile caricare le squadre',
  },
  GAMES_LOAD_FAILED: {
    de: 'Spiele konnten nicht geladen werden',
    en: 'Games could not be loaded',
    fr: 'Les matchs n’ont pas pu être chargés',
    it: 'Non è stato possibile caricare le partite',
  },
  GAME_DATA_LOAD_FAILED: {
    de: 'Spieldaten konnten nicht geladen werden',
    en: 'Game data could not be loaded',
    fr: 'Les données du match n’ont pas pu être chargées',
    it: 'Non è stato possibile caricare i dati della partita',
  },
  STANDINGS_LOAD_FAILED: {
    de: 'Tabelle konnte nicht geladen werden',
    en: 'The table could not be loaded',
    fr: 'Le classement n’a pas pu être chargé',
    it: 'Non è stato possibile caricare la classifica',
  },
  SPORTS_QUERY_MISSING: {
    de: 'Die Anfrage braucht eine Abfrage im Parameter query',
    en: 'The request needs a query in the query parameter',
    fr: 'La requête a besoin d’une requête dans le paramètre query',
    it: 'La richiesta ha bisogno di una query nel parametro query',
  },
  QUERY_TOO_LARGE: ({ maxLength }: { maxLength: number }) => ({
    de: `Die Abfrage ist zu lang (höchstens ${maxLength} Zeichen)`,
    en: `The query is too long (at most ${maxLength} characters)`,
    fr: `La requête est trop longue (${maxLength} caractères au maximum)`,
    it: `La query è troppo lunga (al massimo ${maxLength} caratteri)`,
  }),
  SPORTS_VARIABLES_INVALID: {
    de: 'variables must be a JSON object',
    en: 'variables must be a JSON object',
    fr: 'variables doit être un objet JSON',
    it: 'variables deve essere un oggetto JSON',
  },
  // Billing (docs/product.md section 8: checkout or portal creation fails).
  CHECKOUT_FAILED: {
    de: 'Checkout URL konnte nicht erstellt werden',
    en: 'Checkout URL could not be created',
    fr: 'L’URL de paiement n’a pas pu être créée',
    it: 'Non è stato possibile creare l’URL di pagamento',
  },
  PORTAL_FAILED: {
    de: 'Customer Portal URL konnte nicht erstellt werden',
    en: 'Customer portal URL could not be created',
    fr: 'L’URL du portail client n’a pas pu être créée',
    it: 'Non è stato possibile creare l’URL del portale clienti',
  },
  SUBSCRIPTION_RESUME_FAILED: {
    de: 'Dein Abo konnte nicht fortgesetzt werden. Bitte versuche es später erneut.',
    en: 'Your subscription could not be resumed. Please try again later.',
    fr: 'Ton abonnement n’a pas pu être repris. Réessaie plus tard.',
    it: 'Non è stato possibile riprendere il tuo abbonamento. Riprova più tardi.',
  },
  NO_SUBSCRIPTION: {
    de: 'Kein Abonnement vorhanden',
    en: 'No subscription',
    fr: 'Aucun abonnement',
    it: 'Nessun abbonamento',
  },
  PAID_PLANS_UNAVAILABLE: {
    de: 'Bezahlte Abos können hier zurzeit nicht gekauft werden',
    en: 'Paid plans cannot be bought here at the moment',
    fr: 'Les abonnements payants ne peuvent pas être achetés ici pour le moment',
    it: 'Al momento gli abbonamenti a pagamento non possono essere acquistati qui',
  },
  DEMO_CHECKOUT_INVALID: {
    de: 'Dieser Kaufvorgang ist ungültig oder abgelaufen',
    en: 'This checkout is invalid or has expired',
    fr: 'Cet achat est invalide ou a expiré',
    it: 'Questo acquisto non è valido o è scaduto',
  },
  DEMO_CHECKOUT_USED: {
    de: 'Dieser Kaufvorgang wurde bereits abgeschlossen',
    en: 'This checkout has already been completed',
    fr: 'Cet achat a déjà été conclu',
    it: 'Questo acquisto è già stato concluso',
  },
  DEMO_CHECKOUT_SUPERSEDED: {
    de: 'Dieser Kaufvorgang wurde durch einen neueren ersetzt',
    en: 'This checkout was replaced by a newer one',
    fr: 'Cet achat a été remplacé par un plus récent',
    it: 'Questo acquisto è stato sostituito da uno più recente',
  },
  DEMO_BILLING_DISABLED: {
    de: 'Die Demo-Kasse ist nicht aktiv',
    en: 'The demo checkout is not active',
    fr: 'La caisse de démonstration n’est pas active',
    it: 'La cassa demo non è attiva',
  },
  BILLING_WEBHOOK_INVALID: {
    de: 'Ungültige Signatur',
    en: 'Invalid signature',
    fr: 'Signature invalide',
    it: 'Firma non valida',
  },
  DATABASE_UNAVAILABLE: {
    de: 'Der Dienst ist kurz nicht erreichbar (Datenbank). Bitte versuche es gleich noch einmal.',
    en: 'The service is briefly unavailable (database). Please try again in a moment.',
    fr: 'Le service est brièvement indisponible (base de données). Réessaie dans un instant.',
    it: 'Il servizio è momentaneamente non disponibile (banca dati). Riprova tra un attimo.',
  },
  STORAGE_UNAVAILABLE: {
    de: 'Der Dienst ist kurz nicht erreichbar (Dateispeicher). Bitte versuche es gleich noch einmal.',
    en: 'The service is briefly unavailable (file storage). Please try again in a moment.',
    fr: 'Le service est brièvement indisponible (stockage des fichiers). Réessaie dans un instant.',
    it: 'Il servizio è momentaneamente non disponibile (archivio dei file). Riprova tra un attimo.',
  },
  METRICS_FORBIDDEN: {
    de: 'Die Messwerte sind nur mit Berechtigung abrufbar',
    en: 'The metrics need authorisation',
    fr: 'Les mesures ne sont accessibles qu’avec une autorisation',
    it: 'Le metriche sono accessibili solo con un’autorizzazione',
  },
  // Game-day mails (ADR 026).
  MAIL_TIME_INVALID: {
    de: 'Bitte gib eine Uhrzeit als HH:MM ein (00:00 bis 23:59).',
    en: 'Please enter a time as HH:MM (00:00 to 23:59).',
    fr: 'Saisis une heure au format HH:MM (00:00 à 23:59).',
    it: 'Inserisci un orario nel formato HH:MM (da 00:00 a 23:59).',
  },
  MAIL_DAYS_BEFORE_INVALID: {
    de: 'Die Vorschau kommt 0 bis 7 Tage vor dem Spieltag.',
    en: 'The preview comes 0 to 7 days before the game day.',
    fr: 'L’aperçu arrive 0 à 7 jours avant le jour de match.',
    it: 'L’anteprima arriva da 0 a 7 giorni prima della giornata.',
  },
  GAME_DAY_MAILS_NOT_IN_PLAN: {
    de: 'Spieltag-Mails sind ab dem Abo Amateur enthalten: Upgrade dein Abo, um sie zu nutzen.',
    en: 'Game-day mails come with the Amateur plan and up: upgrade your plan to use them.',
    fr: 'Les e-mails de jour de match sont inclus dès l’abonnement Amateur : passe à un abonnement supérieur pour les utiliser.',
    it: 'Le e-mail della giornata sono incluse dall’abbonamento Amateur: passa a un abbonamento superiore per usarle.',
  },
  MAIL_UNSUBSCRIBE_INVALID: {
    de: 'Dieser Abmeldelink ist ungültig.',
    en: 'This unsubscribe link is not valid.',
    fr: 'Ce lien de désinscription n’est pas valide.',
    it: 'Questo link di disiscrizione non è valido.',
  },
  /** GET /api/weekend and the weekend post: from or to is no date, or to comes before from. */
  WEEKEND_DATES_INVALID: {
    de: 'Bitte wähle zwei gültige Daten (von, bis), das zweite nicht vor dem ersten',
    en: 'Please choose two valid dates (from, to), the second not before the first',
    fr: 'Choisis deux dates valides (du, au), la seconde pas avant la première',
    it: 'Scegli due date valide (dal, al), la seconda non prima della prima',
  },
  WEEKEND_WINDOW_TOO_LONG: ({ max }: { max: number }) => ({
    de: `Der Zeitraum ist zu lang: höchstens ${max} Tage`,
    en: `The period is too long: at most ${max} days`,
    fr: `La période est trop longue : ${max} jours au plus`,
    it: `Il periodo è troppo lungo: al massimo ${max} giorni`,
  }),
  /** The weekend post: fewer than two or more than twelve games, or a game outside the window. */
  WEEKEND_GAME_COUNT: ({ min, max }: { min: number; max: number }) => ({
    de: `Der Spieltag-Post zeigt ${min} bis ${max} Spiele`,
    en: `The game-day post shows ${min} to ${max} games`,
    fr: `Le post de la journée montre ${min} à ${max} matchs`,
    it: `Il post della giornata mostra da ${min} a ${max} partite`,
  }),
  GAME_OUTSIDE_WINDOW: {
    de: 'Ein Spiel liegt nicht im gewählten Zeitraum',
    en: 'A game is not within the chosen period',
    fr: 'Un match n’est pas dans la période choisie',
    it: 'Una partita non è nel periodo scelto',
  },
  /** POST /api/exports/batch: not 1 to 20 posts. */
  EXPORT_BATCH_INVALID: ({ max }: { max: number }) => ({
    de: `Bitte wähle 1 bis ${max} Posts`,
    en: `Please choose 1 to ${max} posts`,
    fr: `Choisis de 1 à ${max} posts`,
    it: `Scegli da 1 a ${max} post`,
  }),
  INTERNAL: {
    de: 'Ein unerwarteter Fehler ist aufgetreten',
    en: 'An unexpected error occurred',
    fr: 'Une erreur inattendue est survenue',
    it: 'Si è verificato un errore imprevisto',
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
