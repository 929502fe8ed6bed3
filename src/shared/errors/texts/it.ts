import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import type { ErrorCatalogue } from '#shared/errors/texts/catalogue.ts';
import { countryNames } from '#shared/i18n/country-names.ts';

/** The API's error texts in Italian, code by code as in de.ts. */
export const it: ErrorCatalogue = {
  BAD_REQUEST: 'Richiesta non valida',
  VALIDATION_FAILED: 'Inserimento non valido',
  NOT_FOUND: 'Non trovato',
  UNAUTHENTICATED: 'Accesso richiesto: accedi per creare dei post',
  FORBIDDEN: 'Non autorizzato',
  PAYLOAD_TOO_LARGE: 'File troppo grande: la dimensione massima è di 10 MB.',
  INVALID_FILE_TYPE: 'Tipo di file non valido: scegli un file immagine.',
  INVALID_FILE_SIGNATURE: 'Link non valido o scaduto',
  RATE_LIMITED: 'Troppe richieste. Riprova più tardi.',
  UPSTREAM_UNAVAILABLE: 'I dati delle partite non sono raggiungibili al momento',
  IMAGE_URL_INVALID: 'URL dell’immagine non valido: sono ammessi solo indirizzi http e https.',
  IMAGE_HOST_FORBIDDEN: 'Questa immagine non può essere caricata: il suo indirizzo non è pubblico.',
  IMAGE_TOO_LARGE: 'Immagine troppo grande: la dimensione massima è di 5 MB.',
  IMAGE_TYPE_UNSUPPORTED: 'Immagine non supportata: sono ammessi PNG, JPEG, GIF, WebP, SVG e AVIF.',
  IMAGE_FETCH_FAILED: 'Non è stato possibile caricare l’immagine.',
  IMAGE_FETCH_TIMEOUT: 'L’immagine ha impiegato troppo tempo a caricarsi.',
  INVALID_JWT_SIGNATURE: 'Firma JWT non valida',
  JWT_EXPIRED: 'Il token di accesso è scaduto',
  INVALID_JWT: 'Token di accesso non valido',
  INVALID_CALLBACK_URL: 'Indirizzo di ritorno non valido',
  CSRF_REJECTED: 'Richiesta da un sito esterno rifiutata',
  ORIGIN_REJECTED:
    'Matchpost non funziona a questo indirizzo. Apri l’app al suo indirizzo abituale e riprova.',
  CONFIRMATION_FAILED: `Conferma non riuscita: digita '${deletionWords.it}' per continuare.`,
  MFA_REQUIRED: 'Conferma l’accesso con il tuo secondo fattore',
  MFA_FACTOR_TYPE_INVALID: 'Il tipo di fattore deve essere totp o phone',
  MFA_PHONE_REQUIRED: 'Inserisci un numero di telefono nel formato +41791234567',
  MFA_PHONE_UNAVAILABLE:
    'I codici via SMS non sono disponibili su questo server. Usa un’app di autenticazione o una passkey.',
  MFA_PHONE_REFUSED: 'Non è possibile inviare SMS a questo numero. Controllalo.',
  MFA_SMS_FAILED: 'Non è stato possibile inviare l’SMS ora. Riprova tra qualche minuto.',
  MFA_FACTOR_LIMIT: 'Al massimo 10 fattori per account',
  MFA_PHONE_LIMIT: ({ max }) => `Al massimo ${max} numeri di telefono per account`,
  MFA_PHONE_NOT_ALLOWED: ({ countries }) =>
    `I codici via SMS vanno solo a numeri di cellulare di questi paesi: ${countryNames(countries, 'it')}.`,
  MFA_SMS_LIMITED: ({ minutes }) =>
    `Troppi codici via SMS: riprova tra ${minutes === 1 ? '1 minuto' : minutes < 120 ? `${minutes} minuti` : `${Math.ceil(minutes / 60)} ore`} o usa un altro fattore.`,
  MFA_CODE_INVALID: 'Codice non valido',
  MFA_CHALLENGE_EXPIRED: 'Il codice è scaduto. Richiedine uno nuovo.',
  MFA_RECOVERY_CODE_INVALID: 'Questo codice di recupero è errato o è già stato usato.',
  MFA_RECOVERY_NO_FACTOR:
    'I codici di recupero vanno con un secondo fattore. Aggiungine prima uno.',
  MFA_LOCKED: ({ minutes }) =>
    `Troppi codici errati: riprova tra ${minutes === 1 ? '1 minuto' : `${minutes} minuti`}.`,
  FIRST_NAME_TOO_LONG: 'Nome troppo lungo',
  LAST_NAME_TOO_LONG: 'Cognome troppo lungo',
  INSTAGRAM_USERNAME_INVALID: 'Nome utente Instagram non valido',
  PROFILE_SAVE_FAILED: 'Errore durante il salvataggio',
  TEAM_ALREADY_SAVED: 'Squadra già salvata',
  TEAM_SLOT_LIMIT: ({ maxTeams }) =>
    `Massimo raggiunto: puoi gestire al massimo ${maxTeams} squadra/e. Passa a un abbonamento superiore per più slot.`,
  TEAM_SLOT_LOCKED: ({ action, daysRemaining }) =>
    `${action === 'delete' ? 'Eliminazione' : 'Modifica'} non possibile: gli slot squadra si possono cambiare solo una volta alla settimana (ancora ${daysRemaining === 1 ? '1 giorno' : `${daysRemaining} giorni`})`,
  BACKGROUND_LIMIT: 'Al massimo 100 immagini di sfondo: elimina prima un’immagine.',
  IMAGE_UNREADABLE: 'Non è stato possibile leggere l’immagine: scegli un altro file immagine.',
  LOGO_SVG_TOO_COMPLEX: 'L’SVG è troppo complesso: al massimo 1 MB e 5000 elementi.',
  LOGO_SVG_TOO_COSTLY:
    'L’SVG sarebbe troppo pesante da disegnare (molto testo, trasparenze, sfumature o maschere): semplificalo o carica il logo come PNG.',
  IMAGE_DIMENSIONS_TOO_LARGE: 'Immagine troppo grande: sono ammessi al massimo 40 megapixel.',
  IMAGE_ASPECT_TOO_EXTREME:
    'Immagine troppo stretta o troppo alta: il lato lungo può essere al massimo 20 volte il lato corto.',
  TEXT_CONTROL_CHARACTER: 'Inserimento non valido: il testo contiene un carattere di controllo.',
  EMAIL_INVALID: 'Indirizzo e-mail non valido',
  USER_NAME_INVALID: 'Nome non valido: al massimo 100 caratteri.',
  USER_IMAGE_INVALID: 'URL dell’immagine non valido: sono ammessi solo indirizzi https.',
  EXPORT_INVALID: 'Richiesta di esportazione non valida',
  NO_GAME_SELECTED: 'Scegli almeno una partita',
  GAME_LIMIT_EXCEEDED: ({ max }) =>
    `Massimo raggiunto: il tuo abbonamento consente al massimo ${max} ${max === 1 ? 'partita' : 'partite'}`,
  CUSTOM_TEMPLATES_NOT_ALLOWED: 'I modelli personalizzati non sono inclusi nel tuo abbonamento',
  TEMPLATE_NOT_FOUND: 'Modello non caricato',
  TEMPLATE_INVALID: 'Il modello non è valido e non può essere generato',
  RESULT_MISSING:
    'Ancora nessun risultato: un post del risultato ha bisogno del risultato di ogni partita. Fai un’anteprima partita fino ad allora.',
  TEMPLATE_WRONG_POST_MODE:
    'Questo modello non è fatto per questo tipo di post (anteprima o risultato). Scegli nell’editor a cosa serve.',
  TEMPLATE_LIMIT: 'Limite raggiunto: hai raggiunto il numero massimo di modelli',
  TEMPLATE_LOCKED:
    'Modello bloccato: il tuo abbonamento comprende meno modelli. Passa a un abbonamento superiore per usarlo di nuovo.',
  TEMPLATE_NAME_REQUIRED: 'Il nome è obbligatorio',
  TEMPLATE_NAME_TOO_LONG: 'Nome troppo lungo',
  TEMPLATE_GAMES_TOO_FEW: 'Almeno 1 partita richiesta',
  TEMPLATE_GAMES_LIMIT: ({ max }) =>
    `Al massimo ${max} ${max === 1 ? 'partita consentita' : 'partite consentite'}`,
  TEMPLATE_CONFIG_INVALID: 'Errore durante il salvataggio: il modello contiene elementi non validi',
  TEMPLATE_TOO_LARGE: 'Errore durante il salvataggio: il modello è troppo grande',
  TEMPLATE_IMAGE_FORBIDDEN:
    'Errore durante il salvataggio: le immagini devono provenire dai tuoi loghi o dalle tue immagini di sfondo',
  TEMPLATE_TOO_COSTLY:
    'Errore durante il salvataggio: il modello è troppo oneroso da disegnare. Riduci questo elemento o togli trasparenza, sfumatura o bordo',
  TEMPLATE_ELEMENT_OUT_OF_BOUNDS:
    'Errore durante il salvataggio: questo elemento va troppo oltre l’area di lavoro',
  SVG_FILE_REQUIRED: 'Scegli un file SVG',
  SVG_FILE_TOO_LARGE: 'Il file è troppo grande (max. 5 MB)',
  SVG_PARSE_FAILED: 'Non è stato possibile leggere il file SVG',
  SVG_ROOT_MISSING: 'File SVG non valido',
  TEAM_SLOT_LOCKED_BY_PLAN:
    'Slot squadra bloccato: il tuo abbonamento comprende meno slot. Passa a un abbonamento superiore per usare di nuovo questa squadra.',
  LOGOS_NOT_ALLOWED:
    'I loghi non sono inclusi nel tuo abbonamento: passa a Pro o Premium per usare i loghi.',
  LOGO_NAME_REQUIRED: 'Inserisci un nome per il logo',
  LOGO_NAME_TOO_LONG: 'Nome troppo lungo: al massimo 100 caratteri.',
  LOGO_TYPE_INVALID: 'Scegli un tipo: sponsor, club, squadra o altro.',
  BACKGROUND_NOT_FOUND: 'Immagine di sfondo non trovata',
  BACKGROUND_UNREADABLE: 'Non è possibile leggere l’immagine di sfondo',
  GAME_NOT_FOUND: 'Non è stato possibile caricare i dati della partita',
  GAME_NOT_OF_TEAM: 'Le partite scelte non appartengono a questa squadra',
  TEAM_NOT_OF_CLUB: 'Questa squadra non appartiene al club scelto',
  NO_STANDINGS: 'Non c’è una classifica per questa squadra',
  EXPORT_FAILED: 'Si è verificato un errore durante la creazione dell’immagine',
  EXPORT_TEMPLATE_TOO_COSTLY:
    'Si è verificato un errore durante la creazione dell’immagine: il modello è troppo oneroso da disegnare. Semplificalo nell’editor.',
  VIDEO_UNSUPPORTED:
    'Un video è disponibile solo per le anteprime e i risultati in formato 9:16 o 4:5 a grandezza originale (1080 px di larghezza). Scegli uno di questi formati o scarica un’immagine.',
  EXPORT_TOO_COSTLY:
    'Si è verificato un errore durante la creazione dell’immagine: il disegno ha richiesto troppo tempo ed è stato interrotto. Semplifica il modello.',
  EXPORT_BUSY:
    'Si è verificato un errore durante la creazione dell’immagine: in questo momento vengono create moltissime immagini. Riprova tra qualche secondo.',
  UPLOAD_BUSY:
    'Caricamento non riuscito: in questo momento vengono caricate moltissime immagini. Riprova tra qualche secondo.',
  EXPORT_CLUB_API_KEY_REQUIRED: 'Questo club ha bisogno di una chiave API valida',
  EXPORT_CLUB_API_KEY_INVALID: 'Questo club ha bisogno di una chiave API valida',
  CLUB_API_KEY_SPORT: 'Questo sport non ha bisogno di una chiave API',
  CLUB_API_KEY_MALFORMED: 'La chiave API non è valida: da 8 a 512 caratteri senza spazi',
  CLUB_ID_INVALID: 'ID del club non valido',
  CLUB_API_KEY_REQUIRED: 'Per questo club occorre prima registrare una chiave API',
  CLUB_API_KEY_INVALID: 'La federazione ha rifiutato la chiave API registrata',
  CLUB_API_KEY_REFUSED:
    'La federazione ha rifiutato questa chiave API. Non è stata salvata. Controlla la chiave e riprova.',
  SWISSVOLLEY_API_KEY_REQUIRED:
    'I dati di pallavolo richiedono una chiave API di Swiss Volley (VolleyManager). Registra la chiave del tuo club nel profilo.',
  CLUBS_LOAD_FAILED: 'Non è stato possibile caricare i club',
  TEAMS_LOAD_FAILED: 'Non è stato possibile caricare le squadre',
  GAMES_LOAD_FAILED: 'Non è stato possibile caricare le partite',
  GAME_DATA_LOAD_FAILED: 'Non è stato possibile caricare i dati della partita',
  STANDINGS_LOAD_FAILED: 'Non è stato possibile caricare la classifica',
  SPORTS_QUERY_MISSING: 'La richiesta ha bisogno di una query nel parametro query',
  QUERY_TOO_LARGE: ({ maxLength }) => `La query è troppo lunga (al massimo ${maxLength} caratteri)`,
  SPORTS_VARIABLES_INVALID: 'variables deve essere un oggetto JSON',
  SPORTS_QUERY_TOO_MANY_FIELDS: ({ max }) =>
    `La query chiede troppi dati delle partite in una volta (al massimo ${max} campi come games o teams)`,
  CHECKOUT_FAILED: 'Non è stato possibile creare l’URL di pagamento',
  PORTAL_FAILED: 'Non è stato possibile creare l’URL del portale clienti',
  SUBSCRIPTION_RESUME_FAILED:
    'Non è stato possibile riprendere il tuo abbonamento. Riprova più tardi.',
  NO_SUBSCRIPTION: 'Nessun abbonamento',
  PAID_PLANS_UNAVAILABLE:
    'Al momento gli abbonamenti a pagamento non possono essere acquistati qui',
  DEMO_CHECKOUT_INVALID: 'Questo acquisto non è valido o è scaduto',
  DEMO_CHECKOUT_USED: 'Questo acquisto è già stato concluso',
  DEMO_CHECKOUT_SUPERSEDED: 'Questo acquisto è stato sostituito da uno più recente',
  DEMO_BILLING_DISABLED: 'La cassa demo non è attiva',
  BILLING_WEBHOOK_INVALID: 'Firma non valida',
  DATABASE_UNAVAILABLE:
    'Il servizio è momentaneamente non disponibile (banca dati). Riprova tra un attimo.',
  STORAGE_UNAVAILABLE:
    'Il servizio è momentaneamente non disponibile (archivio dei file). Riprova tra un attimo.',
  MAIL_UNAVAILABLE:
    'Il servizio è momentaneamente non disponibile (invio delle e-mail). Riprova tra un attimo.',
  METRICS_FORBIDDEN: 'Le metriche sono accessibili solo con un’autorizzazione',
  MAIL_TIME_INVALID: 'Inserisci un orario nel formato HH:MM (da 00:00 a 23:59).',
  MAIL_DAYS_BEFORE_INVALID: 'L’anteprima arriva da 0 a 7 giorni prima della giornata.',
  GAME_DAY_MAILS_NOT_IN_PLAN:
    'Le e-mail della giornata sono incluse dall’abbonamento Amateur: passa a un abbonamento superiore per usarle.',
  MAIL_UNSUBSCRIBE_INVALID: 'Questo link di disiscrizione non è valido.',
  MAIL_UNSUBSCRIBE_EXPIRED:
    'Questo link di disiscrizione è scaduto. Usa il link dell’e-mail più recente o disattiva le e-mail nel profilo sotto Le mie squadre.',
  MAIL_UNSUBSCRIBE_OUTDATED:
    'Questo link di disiscrizione non vale più: le e-mail di questa squadra sono state impostate di nuovo dopo questa e-mail. Usa il link dell’e-mail più recente o cambia l’impostazione nel profilo sotto Le mie squadre.',
  MAIL_UNSUBSCRIBE_SLOT_GONE:
    'Questa squadra non è più salvata, quindi per lei non arrivano più e-mail della giornata.',
  WEEKEND_DATES_INVALID: 'Scegli due date valide (dal, al), la seconda non prima della prima',
  WEEKEND_WINDOW_TOO_LONG: ({ max }) => `Il periodo è troppo lungo: al massimo ${max} giorni`,
  WEEKEND_GAME_COUNT: ({ min, max }) => `Il post della giornata mostra da ${min} a ${max} partite`,
  GAME_OUTSIDE_WINDOW: 'Una partita non è nel periodo scelto',
  EXPORT_BATCH_INVALID: ({ max }) => `Scegli da 1 a ${max} post`,
  WORKSPACE_ROLE_FORBIDDEN:
    'Il tuo ruolo in questo account del club non lo permette. Chiedi al proprietario o a un admin.',
  WORKSPACE_NOT_FOUND: 'Account del club non trovato',
  WORKSPACE_PERSONAL:
    'Non puoi invitare nessuno nel tuo account personale. Crea un account del club per farlo.',
  WORKSPACE_MEMBER_LIMIT: ({ maxMembers }) =>
    `Il tuo piano permette ${maxMembers} membri in questo account del club. Passa a un piano superiore per più membri.`,
  WORKSPACE_LIMIT: ({ max }) => `Puoi creare al massimo ${max} account del club`,
  WORKSPACE_ALREADY_MEMBER: 'Questo indirizzo è già membro dell’account del club',
  WORKSPACE_OWNER_MUST_HAND_OVER:
    'Come proprietario non puoi lasciare l’account del club. Prima cedilo a un membro o eliminalo.',
  WORKSPACE_OWNED_ALONE: ({ name, more }) =>
    more === 0
      ? `Sei proprietario dell’account del club «${name}». Prima cedilo a un membro o eliminalo.`
      : `Sei proprietario di «${name}» e di ${more === 1 ? 'un altro account del club' : `altri ${more} account del club`}. Prima cedili a un membro o eliminali.`,
  INVITATION_INVALID: 'Questo invito non è valido, è scaduto o è stato ritirato',
  INVITATION_WRONG_ADDRESS: ({ email }) =>
    `Questo invito è per ${email}. Accedi con questo indirizzo per accettarlo.`,
  PUBLISHING_OFF: 'La pubblicazione su Instagram e Facebook non è configurata qui.',
  PUBLISHING_NOT_IN_PLAN:
    'La pubblicazione su Instagram e Facebook è inclusa in Pro e Premium. Passa a un piano superiore per collegare canali e pubblicare.',
  PUBLISHING_STATE_INVALID:
    'Questo collegamento non è stato iniziato qui o è già stato usato. Collega di nuovo il canale.',
  PUBLISHING_STATE_EXPIRED:
    'Il collegamento ha richiesto troppo tempo (più di 10 minuti). Collega di nuovo il canale.',
  PUBLISHING_CONNECT_DENIED:
    'Il collegamento non è stato autorizzato. Non è stato collegato nulla.',
  PUBLISHING_CONNECT_FAILED: 'Meta non ha confermato il collegamento. Riprova tra qualche minuto.',
  PUBLISHING_NO_PAGES:
    'Questo account Facebook non gestisce nessuna pagina. Collega un account che gestisce una pagina della tua società.',
  PUBLISHING_CHANNEL_NOT_FOUND: 'Canale non trovato',
  PUBLISHING_CHANNEL_RECONNECT: ({ name }) =>
    `Il canale «${name}» va collegato di nuovo prima di poterci pubblicare.`,
  PUBLICATION_CHANNELS_INVALID: ({ max }) => `Scegli da 1 a ${max} canali, ognuno una volta.`,
  PUBLICATION_POST_COUNT: ({ min, max }) => `Un post ha da ${min} a ${max} immagini.`,
  PUBLICATION_STORY_SINGLE: 'Una storia mostra esattamente un’immagine.',
  PUBLICATION_VIDEO_SINGLE: 'Un video mostra esattamente un post di partita: scegli un solo post.',
  PUBLICATION_RATIO_MIXED: 'Tutte le immagini di un carosello devono avere lo stesso formato.',
  PUBLICATION_RATIO_FEED:
    'Instagram non accetta questo formato nel feed: da 4:5 (verticale) a 1.91:1 (orizzontale).',
  PUBLICATION_RATIO_STORY: 'Una storia richiede il formato 9:16.',
  PUBLICATION_CAPTION_TOO_LONG: ({ max }) =>
    `Il testo è troppo lungo: al massimo ${max} caratteri.`,
  PUBLICATION_TOO_MANY_HASHTAGS: ({ max }) => `Al massimo ${max} hashtag per post.`,
  PUBLICATION_TIME_INVALID: ({ days }) =>
    `Scegli un momento da adesso in poi e al massimo ${days} giorni in anticipo.`,
  PUBLICATION_NOT_FOUND: 'Post non trovato',
  PUBLICATION_NOT_CANCELLABLE: 'Questo post non è più pianificato e non può più essere annullato.',
  PUBLICATION_NOT_RETRYABLE: 'Solo un post non riuscito può essere riprovato.',
  PUBLICATION_RETRY_LINK_INVALID: 'Questo link per riprovare non è valido.',
  PUBLICATION_RETRY_LINK_EXPIRED:
    'Questo link per riprovare è scaduto. Puoi riprovare il post sotto «Pubblicazioni».',
  GAME_DAY_KINDS_INVALID: 'Scegli post, story o entrambi.',
  GAME_DAY_MEDIA_INVALID: 'Scegli immagine o video.',
  GAME_DAY_LINK_INVALID: 'Questo link per pubblicare non è valido.',
  GAME_DAY_LINK_EXPIRED:
    'Questo link per pubblicare è scaduto: la partita è iniziata o la giornata è finita.',
  GAME_DAY_LINK_OUTDATED:
    'Le impostazioni di pubblicazione di questa squadra sono cambiate nel frattempo. Questo link non pubblica più nulla.',
  GAME_DAY_ALREADY_PUBLISHED: 'Questo post è già stato pubblicato.',
  GAME_DAY_NOTHING_TO_PUBLISH:
    'Non c’è più nulla da pubblicare: la partita non si gioca quel giorno o la pubblicazione è stata disattivata.',
  PUBLISHING_RECONNECT_NEEDED:
    'Meta non accetta più il collegamento a questo canale (scaduto o revocato). Collega di nuovo il canale, poi riprova.',
  PUBLISHING_QUOTA_REACHED: ({ total }) =>
    `Questo account ha già pubblicato ${total} post tramite app nelle ultime 24 ore, il massimo consentito da Instagram. Riprova più tardi.`,
  PUBLISHING_IMAGE_REFUSED:
    'Instagram o Facebook non ha accettato l’immagine (formato, dimensione o scaricamento). Riprova; se continua, contattaci.',
  PUBLISHING_VIDEO_REFUSED:
    'Instagram o Facebook non è riuscito a elaborare il video. Riprova; se continua, pubblica il post come immagine.',
  PUBLISHING_CHANNEL_GONE: 'Il canale è stato scollegato. Questo post non vi è stato pubblicato.',
  PUBLISHING_FAILED: 'Instagram o Facebook non ha risposto più volte. Riprova più tardi.',
  SPONSORS_NOT_IN_PLAN:
    'Gli sponsor sono inclusi dall’abbonamento Amateur in su. Passa a un abbonamento superiore per registrare gli sponsor del tuo club.',
  SPONSOR_LIMIT: ({ max }) =>
    `Limite raggiunto: il tuo abbonamento consente ${max} sponsor. Eliminane uno o passa a un abbonamento superiore.`,
  SPONSOR_NAME_REQUIRED: 'Inserisci il nome dello sponsor',
  SPONSOR_NAME_TOO_LONG: 'Il nome dello sponsor può avere al massimo 100 caratteri',
  SPONSOR_LEVEL_INVALID: 'Scegli un livello: sponsor principale, partner o sostenitore',
  SPONSOR_URL_INVALID:
    'Link non valido: inserisci un indirizzo web che inizia con http:// o https://.',
  SPONSOR_DATE_INVALID: 'Data non valida: inseriscila nel formato AAAA-MM-GG (ad es. 2026-08-01).',
  SPONSOR_DATES_ORDER: 'La data di fine non può precedere la data di inizio',
  SPONSOR_TEAM_SLOTS_INVALID: 'Scelta delle squadre non valida',
  SPONSOR_TEAM_SLOT_UNKNOWN: 'Almeno una delle squadre scelte non esiste in questo account',
  SPONSOR_LOGO_REQUIRED: 'Scegli un logo per lo sponsor',
  SPONSOR_LOGO_TYPE: 'Tipo di file non valido: il logo deve essere un PNG, un JPEG o un SVG.',
  SPONSOR_REPORT_RANGE_INVALID:
    'Periodo non valido: inserisci due date nel formato AAAA-MM-GG, la prima non dopo la seconda, al massimo 366 giorni di distanza.',
  SPONSOR_REPORT_FORMAT: 'Il rapporto è disponibile in CSV o in PDF',
  INTERNAL: 'Si è verificato un errore imprevisto',
};
