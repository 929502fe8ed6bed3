import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import type { ErrorCatalogue } from '#shared/errors/texts/catalogue.ts';
import { countryNames } from '#shared/i18n/country-names.ts';

/** The API's error texts in French, code by code as in de.ts. */
export const fr: ErrorCatalogue = {
  BAD_REQUEST: 'Requête invalide',
  VALIDATION_FAILED: 'Saisie invalide',
  NOT_FOUND: 'Introuvable',
  UNAUTHENTICATED: 'Connexion requise\u202f: connecte-toi pour créer des posts',
  FORBIDDEN: 'Pas autorisé',
  PAYLOAD_TOO_LARGE: 'Fichier trop volumineux\u202f: la taille maximale est de 10 Mo.',
  INVALID_FILE_TYPE: 'Type de fichier invalide\u202f: choisis un fichier image.',
  INVALID_FILE_SIGNATURE: 'Lien invalide ou expiré',
  RATE_LIMITED: 'Trop de requêtes. Réessaie plus tard.',
  UPSTREAM_UNAVAILABLE: 'Les données des matchs ne sont pas accessibles pour le moment',
  IMAGE_URL_INVALID:
    'URL d’image invalide\u202f: seules les adresses http et https sont autorisées.',
  IMAGE_HOST_FORBIDDEN:
    'Cette image ne peut pas être chargée\u202f: son adresse n’est pas publique.',
  IMAGE_TOO_LARGE: 'Image trop grande\u202f: la taille maximale est de 5 Mo.',
  IMAGE_TYPE_UNSUPPORTED:
    'Image non prise en charge\u202f: PNG, JPEG, GIF, WebP, SVG et AVIF sont autorisés.',
  IMAGE_FETCH_FAILED: 'L’image n’a pas pu être chargée.',
  IMAGE_FETCH_TIMEOUT: 'L’image a mis trop de temps à se charger.',
  INVALID_JWT_SIGNATURE: 'Signature JWT invalide',
  JWT_EXPIRED: 'Le jeton d’accès a expiré',
  INVALID_JWT: 'Jeton d’accès invalide',
  INVALID_CALLBACK_URL: 'Adresse de retour invalide',
  CSRF_REJECTED: 'Requête d’un site tiers refusée',
  ORIGIN_REJECTED:
    'Matchpost ne fonctionne pas à cette adresse. Ouvre l’app à son adresse habituelle et réessaie.',
  CONFIRMATION_FAILED: `Échec de la confirmation\u202f: tape '${deletionWords.fr}' pour continuer.`,
  MFA_REQUIRED: 'Confirme la connexion avec ton deuxième facteur',
  MFA_FACTOR_TYPE_INVALID: 'Le type de facteur doit être totp ou phone',
  MFA_PHONE_REQUIRED: 'Saisis un numéro de téléphone au format +41791234567',
  MFA_PHONE_UNAVAILABLE:
    'Les codes par SMS ne sont pas disponibles sur ce serveur. Utilise une app d’authentification ou une clé d’accès.',
  MFA_PHONE_REFUSED: 'Aucun SMS ne peut être envoyé à ce numéro. Vérifie-le.',
  MFA_SMS_FAILED: 'Le SMS n’a pas pu être envoyé pour l’instant. Réessaie dans quelques minutes.',
  MFA_FACTOR_LIMIT: 'Au maximum 10 facteurs par compte',
  MFA_PHONE_LIMIT: ({ max }) => `Au maximum ${max} numéros de téléphone par compte`,
  MFA_PHONE_NOT_ALLOWED: ({ countries }) =>
    `Les codes par SMS ne vont qu’aux numéros de mobile de ces pays\u202f: ${countryNames(countries, 'fr')}.`,
  MFA_SMS_LIMITED: ({ minutes }) =>
    `Trop de codes par SMS\u202f: réessaie dans ${minutes === 1 ? '1 minute' : minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} heures`} ou utilise un autre facteur.`,
  MFA_CODE_INVALID: 'Code invalide',
  MFA_CHALLENGE_EXPIRED: 'Le code a expiré. Demandes-en un nouveau.',
  MFA_RECOVERY_CODE_INVALID: 'Ce code de récupération est erroné ou a déjà été utilisé.',
  MFA_RECOVERY_NO_FACTOR:
    'Les codes de récupération vont avec un deuxième facteur. Ajoutes-en d’abord un.',
  MFA_LOCKED: ({ minutes }) =>
    `Trop de codes erronés\u202f: réessaie dans ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  FIRST_NAME_TOO_LONG: 'Prénom trop long',
  LAST_NAME_TOO_LONG: 'Nom trop long',
  INSTAGRAM_USERNAME_INVALID: 'Nom d’utilisateur Instagram invalide',
  PROFILE_SAVE_FAILED: 'Erreur lors de l’enregistrement',
  TEAM_ALREADY_SAVED: 'Équipe déjà enregistrée',
  TEAM_SLOT_LIMIT: ({ maxTeams }) =>
    `Maximum atteint\u202f: tu peux gérer au maximum ${maxTeams} équipe(s). Passe à un abonnement supérieur pour plus d’emplacements.`,
  TEAM_SLOT_LOCKED: ({ action, daysRemaining }) =>
    `${action === 'delete' ? 'Suppression' : 'Modification'} impossible\u202f: les emplacements d’équipe ne peuvent être modifiés qu’une fois par semaine (encore ${daysRemaining === 1 ? '1 jour' : `${daysRemaining} jours`})`,
  BACKGROUND_LIMIT: 'Au maximum 100 images de fond\u202f: supprime d’abord une image.',
  IMAGE_UNREADABLE: 'L’image n’a pas pu être lue\u202f: choisis un autre fichier image.',
  LOGO_SVG_TOO_COMPLEX: 'Le SVG est trop complexe\u202f: 1 Mo et 5000 éléments au maximum.',
  LOGO_SVG_TOO_COSTLY:
    'Le SVG serait trop lourd à dessiner (beaucoup de texte, de transparence, de dégradés ou de masques)\u202f: simplifie-le ou importe le logo en PNG.',
  IMAGE_DIMENSIONS_TOO_LARGE: 'Image trop grande\u202f: 40 mégapixels au maximum.',
  IMAGE_ASPECT_TOO_EXTREME:
    'Image trop étroite ou trop haute\u202f: le grand côté peut mesurer au maximum 20 fois le petit côté.',
  TEXT_CONTROL_CHARACTER: 'Saisie invalide\u202f: le texte contient un caractère de contrôle.',
  EMAIL_INVALID: 'Adresse e-mail invalide',
  USER_NAME_INVALID: 'Nom invalide\u202f: 100 caractères au maximum.',
  USER_IMAGE_INVALID: 'URL d’image invalide\u202f: seules les adresses https sont autorisées.',
  EXPORT_INVALID: 'Demande d’export invalide',
  NO_GAME_SELECTED: 'Choisis au moins un match',
  GAME_LIMIT_EXCEEDED: ({ max }) =>
    `Maximum atteint\u202f: ton abonnement permet au maximum ${max} match${max === 1 ? '' : 's'}`,
  CUSTOM_TEMPLATES_NOT_ALLOWED: 'Les modèles personnalisés ne sont pas inclus dans ton abonnement',
  TEMPLATE_NOT_FOUND: 'Modèle non chargé',
  TEMPLATE_INVALID: 'Le modèle est invalide et ne peut pas être rendu',
  RESULT_MISSING:
    'Pas encore de résultat\u202f: un post de résultat a besoin du résultat de chaque match. Fais un avant-match d’ici là.',
  TEMPLATE_WRONG_POST_MODE:
    'Ce modèle n’est pas fait pour ce type de post (avant-match ou résultat). Choisis dans l’éditeur à quoi il sert.',
  TEMPLATE_LIMIT: 'Limite atteinte\u202f: tu as atteint le nombre maximal de modèles',
  TEMPLATE_LOCKED:
    'Modèle verrouillé\u202f: ton abonnement comprend moins de modèles. Passe à un abonnement supérieur pour l’utiliser à nouveau.',
  TEMPLATE_NAME_REQUIRED: 'Le nom est obligatoire',
  TEMPLATE_NAME_TOO_LONG: 'Nom trop long',
  TEMPLATE_GAMES_TOO_FEW: 'Au moins 1 match requis',
  TEMPLATE_GAMES_LIMIT: ({ max }) => `${max} match${max === 1 ? '' : 's'} au maximum`,
  TEMPLATE_CONFIG_INVALID:
    'Erreur lors de l’enregistrement\u202f: le modèle contient des éléments invalides',
  TEMPLATE_TOO_LARGE: 'Erreur lors de l’enregistrement\u202f: le modèle est trop grand',
  TEMPLATE_IMAGE_FORBIDDEN:
    'Erreur lors de l’enregistrement\u202f: les images doivent provenir de tes logos ou de tes images de fond',
  TEMPLATE_TOO_COSTLY:
    'Erreur lors de l’enregistrement\u202f: le modèle est trop coûteux à dessiner. Réduis cet élément ou retire sa transparence, son dégradé ou son contour',
  TEMPLATE_ELEMENT_OUT_OF_BOUNDS:
    'Erreur lors de l’enregistrement\u202f: cet élément dépasse trop largement la zone de travail',
  SVG_FILE_REQUIRED: 'Choisis un fichier SVG',
  SVG_FILE_TOO_LARGE: 'Le fichier est trop volumineux (max. 5 Mo)',
  SVG_PARSE_FAILED: 'Le fichier SVG n’a pas pu être lu',
  SVG_ROOT_MISSING: 'Fichier SVG invalide',
  TEAM_SLOT_LOCKED_BY_PLAN:
    'Emplacement d’équipe verrouillé\u202f: ton abonnement comprend moins d’emplacements. Passe à un abonnement supérieur pour utiliser à nouveau cette équipe.',
  LOGOS_NOT_ALLOWED:
    'Les logos ne sont pas inclus dans ton abonnement\u202f: passe à Pro ou Premium pour utiliser des logos.',
  LOGO_NAME_REQUIRED: 'Saisis un nom pour le logo',
  LOGO_NAME_TOO_LONG: 'Nom trop long\u202f: 100 caractères au maximum.',
  LOGO_TYPE_INVALID: 'Choisis un type\u202f: sponsor, club, équipe ou autre.',
  BACKGROUND_NOT_FOUND: 'Image de fond introuvable',
  BACKGROUND_UNREADABLE: 'L’image de fond ne peut pas être lue',
  GAME_NOT_FOUND: 'Les données du match n’ont pas pu être chargées',
  GAME_NOT_OF_TEAM: 'Les matchs choisis n’appartiennent pas à cette équipe',
  TEAM_NOT_OF_CLUB: 'Cette équipe n’appartient pas au club choisi',
  NO_STANDINGS: 'Il n’y a pas de classement pour cette équipe',
  EXPORT_FAILED: 'Une erreur est survenue lors de la création de l’image',
  EXPORT_TEMPLATE_TOO_COSTLY:
    'Une erreur est survenue lors de la création de l’image\u202f: le modèle est trop coûteux à dessiner. Simplifie-le dans l’éditeur.',
  VIDEO_UNSUPPORTED:
    'Une vidéo n’existe que pour les avant-matchs et les résultats au format 9:16 ou 4:5 en taille originale (1080\u202fpx de large). Choisis l’un de ces formats ou télécharge une image.',
  EXPORT_TOO_COSTLY:
    'Une erreur est survenue lors de la création de l’image\u202f: le dessin a pris trop de temps et a été interrompu. Simplifie le modèle.',
  EXPORT_BUSY:
    'Une erreur est survenue lors de la création de l’image\u202f: beaucoup d’images sont en cours de création. Réessaie dans quelques secondes.',
  UPLOAD_BUSY:
    'Échec du téléversement\u202f: beaucoup d’images sont en cours de téléversement. Réessaie dans quelques secondes.',
  EXPORT_CLUB_API_KEY_REQUIRED: 'Ce club a besoin d’une clé API valable',
  EXPORT_CLUB_API_KEY_INVALID: 'Ce club a besoin d’une clé API valable',
  CLUB_API_KEY_SPORT: 'Ce sport n’a pas besoin de clé API',
  CLUB_API_KEY_MALFORMED: 'La clé API n’est pas valable\u202f: 8 à 512 caractères sans espaces',
  CLUB_ID_INVALID: 'ID de club invalide',
  CLUB_API_KEY_REQUIRED: 'Une clé API doit d’abord être enregistrée pour ce club',
  CLUB_API_KEY_INVALID: 'La fédération a refusé la clé API enregistrée',
  CLUB_API_KEY_REFUSED:
    'La fédération a refusé cette clé API. Elle n’a pas été enregistrée. Vérifie la clé et réessaie.',
  SWISSVOLLEY_API_KEY_REQUIRED:
    'Les données de volleyball nécessitent une clé API de Swiss Volley (VolleyManager). Enregistre la clé de ton club dans ton profil.',
  CLUBS_LOAD_FAILED: 'Les clubs n’ont pas pu être chargés',
  TEAMS_LOAD_FAILED: 'Les équipes n’ont pas pu être chargées',
  GAMES_LOAD_FAILED: 'Les matchs n’ont pas pu être chargés',
  GAME_DATA_LOAD_FAILED: 'Les données du match n’ont pas pu être chargées',
  STANDINGS_LOAD_FAILED: 'Le classement n’a pas pu être chargé',
  SPORTS_QUERY_MISSING: 'La requête a besoin d’une requête dans le paramètre query',
  QUERY_TOO_LARGE: ({ maxLength }) =>
    `La requête est trop longue (${maxLength} caractères au maximum)`,
  SPORTS_VARIABLES_INVALID: 'variables doit être un objet JSON',
  SPORTS_QUERY_TOO_MANY_FIELDS: ({ max }) =>
    `La requête demande trop de données de matchs à la fois (${max} champs comme games ou teams au maximum)`,
  CHECKOUT_FAILED: 'L’URL de paiement n’a pas pu être créée',
  PORTAL_FAILED: 'L’URL du portail client n’a pas pu être créée',
  SUBSCRIPTION_RESUME_FAILED: 'Ton abonnement n’a pas pu être repris. Réessaie plus tard.',
  NO_SUBSCRIPTION: 'Aucun abonnement',
  PAID_PLANS_UNAVAILABLE: 'Les abonnements payants ne peuvent pas être achetés ici pour le moment',
  DEMO_CHECKOUT_INVALID: 'Cet achat est invalide ou a expiré',
  DEMO_CHECKOUT_USED: 'Cet achat a déjà été conclu',
  DEMO_CHECKOUT_SUPERSEDED: 'Cet achat a été remplacé par un plus récent',
  DEMO_BILLING_DISABLED: 'La caisse de démonstration n’est pas active',
  BILLING_WEBHOOK_INVALID: 'Signature invalide',
  DATABASE_UNAVAILABLE:
    'Le service est brièvement indisponible (base de données). Réessaie dans un instant.',
  STORAGE_UNAVAILABLE:
    'Le service est brièvement indisponible (stockage des fichiers). Réessaie dans un instant.',
  MAIL_UNAVAILABLE:
    'Le service est brièvement indisponible (envoi des e-mails). Réessaie dans un instant.',
  METRICS_FORBIDDEN: 'Les mesures ne sont accessibles qu’avec une autorisation',
  MAIL_TIME_INVALID: 'Saisis une heure au format HH:MM (00:00 à 23:59).',
  MAIL_DAYS_BEFORE_INVALID: 'L’aperçu arrive 0 à 7 jours avant le jour de match.',
  GAME_DAY_MAILS_NOT_IN_PLAN:
    'Les e-mails de jour de match sont inclus dès l’abonnement Amateur\u202f: passe à un abonnement supérieur pour les utiliser.',
  MAIL_UNSUBSCRIBE_INVALID: 'Ce lien de désinscription n’est pas valide.',
  MAIL_UNSUBSCRIBE_EXPIRED:
    'Ce lien de désinscription a expiré. Utilise le lien du dernier e-mail ou désactive les e-mails dans ton profil sous Mes équipes.',
  MAIL_UNSUBSCRIBE_OUTDATED:
    'Ce lien de désinscription n’est plus valable\u202f: les e-mails de cette équipe ont été réglés à nouveau depuis cet e-mail. Utilise le lien du dernier e-mail ou modifie le réglage dans ton profil sous Mes équipes.',
  MAIL_UNSUBSCRIBE_SLOT_GONE:
    'Cette équipe n’est plus enregistrée\u202f: aucun e-mail de jour de match n’arrive plus pour elle.',
  WEEKEND_DATES_INVALID: 'Choisis deux dates valides (du, au), la seconde pas avant la première',
  WEEKEND_WINDOW_TOO_LONG: ({ max }) => `La période est trop longue\u202f: ${max} jours au plus`,
  WEEKEND_GAME_COUNT: ({ min, max }) => `Le post de la journée montre ${min} à ${max} matchs`,
  GAME_OUTSIDE_WINDOW: 'Un match n’est pas dans la période choisie',
  EXPORT_BATCH_INVALID: ({ max }) => `Choisis de 1 à ${max} posts`,
  WORKSPACE_ROLE_FORBIDDEN:
    'Ton rôle dans ce compte de club ne le permet pas. Demande au propriétaire ou à un admin.',
  WORKSPACE_NOT_FOUND: 'Compte de club introuvable',
  WORKSPACE_PERSONAL:
    'Tu ne peux inviter personne dans ton compte personnel. Crée un compte de club pour cela.',
  WORKSPACE_MEMBER_LIMIT: ({ maxMembers }) =>
    `Ton abonnement permet ${maxMembers} membres dans ce compte de club. Passe à un abonnement supérieur pour plus de membres.`,
  WORKSPACE_LIMIT: ({ max }) => `Tu peux créer au maximum ${max} comptes de club`,
  WORKSPACE_ALREADY_MEMBER: 'Cette adresse est déjà membre du compte de club',
  WORKSPACE_OWNER_MUST_HAND_OVER:
    'En tant que propriétaire, tu ne peux pas quitter le compte de club. Transmets-le d’abord à un membre ou supprime-le.',
  WORKSPACE_OWNED_ALONE: ({ name, more }) =>
    more === 0
      ? `Tu es propriétaire du compte de club «\u202f${name}\u202f». Transmets-le d’abord à un membre ou supprime-le.`
      : `Tu es propriétaire de «\u202f${name}\u202f» et ${more === 1 ? 'd’un autre compte de club' : `de ${more} autres comptes de club`}. Transmets-les d’abord à un membre ou supprime-les.`,
  INVITATION_INVALID: 'Cette invitation n’est pas valable, a expiré ou a été retirée',
  INVITATION_WRONG_ADDRESS: ({ email }) =>
    `Cette invitation est destinée à ${email}. Connecte-toi avec cette adresse pour l’accepter.`,
  PUBLISHING_OFF: 'La publication sur Instagram et Facebook n’est pas configurée ici.',
  PUBLISHING_NOT_IN_PLAN:
    'La publication sur Instagram et Facebook est incluse dans Pro et Premium. Passe à un plan supérieur pour connecter des canaux et publier.',
  PUBLISHING_STATE_INVALID:
    'Cette connexion n’a pas été commencée ici ou a déjà été utilisée. Connecte le canal encore une fois.',
  PUBLISHING_STATE_EXPIRED:
    'La connexion a pris trop de temps (plus de 10 minutes). Connecte le canal encore une fois.',
  PUBLISHING_CONNECT_DENIED: 'La connexion n’a pas été autorisée. Rien n’a été connecté.',
  PUBLISHING_CONNECT_FAILED: 'Meta n’a pas confirmé la connexion. Réessaie dans quelques minutes.',
  PUBLISHING_NO_PAGES:
    'Ce compte Facebook ne gère aucune page. Connecte un compte qui gère une page de ton club.',
  PUBLISHING_CHANNEL_NOT_FOUND: 'Canal introuvable',
  PUBLISHING_CHANNEL_RECONNECT: ({ name }) =>
    `Le canal «\u202f${name}\u202f» doit être reconnecté avant que tu puisses y publier.`,
  PUBLICATION_CHANNELS_INVALID: ({ max }) => `Choisis 1 à ${max} canaux, chacun une fois.`,
  PUBLICATION_POST_COUNT: ({ min, max }) => `Une publication contient ${min} à ${max} images.`,
  PUBLICATION_STORY_SINGLE: 'Une story montre exactement une image.',
  PUBLICATION_VIDEO_SINGLE:
    'Une vidéo montre exactement une publication de match\u202f: choisis une seule publication.',
  PUBLICATION_RATIO_MIXED: 'Toutes les images d’un carrousel doivent avoir le même format.',
  PUBLICATION_RATIO_FEED:
    'Instagram n’accepte pas ce format dans le fil\u202f: de 4:5 (portrait) à 1.91:1 (paysage).',
  PUBLICATION_RATIO_STORY: 'Une story demande le format 9:16.',
  PUBLICATION_CAPTION_TOO_LONG: ({ max }) =>
    `Le texte est trop long\u202f: ${max} caractères au plus.`,
  PUBLICATION_TOO_MANY_HASHTAGS: ({ max }) => `Au plus ${max} hashtags par publication.`,
  PUBLICATION_TIME_INVALID: ({ days }) =>
    `Choisis un moment à partir de maintenant et au plus ${days} jours à l’avance.`,
  PUBLICATION_NOT_FOUND: 'Publication introuvable',
  PUBLICATION_NOT_CANCELLABLE:
    'Cette publication n’est plus planifiée et ne peut plus être annulée.',
  PUBLICATION_NOT_RETRYABLE: 'Seule une publication échouée peut être réessayée.',
  PUBLICATION_RETRY_LINK_INVALID: 'Ce lien pour réessayer n’est pas valide.',
  PUBLICATION_RETRY_LINK_EXPIRED:
    'Ce lien pour réessayer a expiré. Tu peux réessayer la publication sous «\u202fPublications\u202f».',
  GAME_DAY_KINDS_INVALID: 'Choisis publication, story ou les deux.',
  GAME_DAY_MEDIA_INVALID: 'Choisis image ou vidéo.',
  GAME_DAY_LINK_INVALID: 'Ce lien pour publier n’est pas valide.',
  GAME_DAY_LINK_EXPIRED:
    'Ce lien pour publier a expiré\u202f: le match a commencé ou la journée est terminée.',
  GAME_DAY_LINK_OUTDATED:
    'Les réglages de publication de cette équipe ont changé depuis. Ce lien ne publie plus rien.',
  GAME_DAY_ALREADY_PUBLISHED: 'Cette publication a déjà été publiée.',
  GAME_DAY_NOTHING_TO_PUBLISH:
    'Il n’y a plus rien à publier\u202f: le match n’a pas lieu ce jour-là ou la publication a été désactivée.',
  PUBLISHING_RECONNECT_NEEDED:
    'Meta n’accepte plus la connexion à ce canal (expirée ou révoquée). Reconnecte le canal, puis réessaie.',
  PUBLISHING_QUOTA_REACHED: ({ total }) =>
    `Ce compte a déjà publié ${total} publications par des apps ces dernières 24 heures, le maximum d’Instagram. Réessaie plus tard.`,
  PUBLISHING_IMAGE_REFUSED:
    'Instagram ou Facebook n’a pas accepté l’image (format, taille ou téléchargement). Réessaie\u202f; si cela persiste, contacte-nous.',
  PUBLISHING_VIDEO_REFUSED:
    'Instagram ou Facebook n’a pas pu traiter la vidéo. Réessaie\u202f; si cela persiste, publie la publication en image.',
  PUBLISHING_CHANNEL_GONE: 'Le canal a été déconnecté. Cette publication n’y a pas été publiée.',
  PUBLISHING_FAILED: 'Instagram ou Facebook n’a pas répondu plusieurs fois. Réessaie plus tard.',
  SPONSORS_NOT_IN_PLAN:
    'Les sponsors sont inclus dès l’abonnement Amateur. Passe à un abonnement supérieur pour enregistrer les sponsors de ton club.',
  SPONSOR_LIMIT: ({ max }) =>
    `Limite atteinte\u202f: ton abonnement permet ${max} sponsors. Supprimes-en un ou passe à un abonnement supérieur.`,
  SPONSOR_NAME_REQUIRED: 'Saisis le nom du sponsor',
  SPONSOR_NAME_TOO_LONG: 'Le nom du sponsor peut compter au plus 100 caractères',
  SPONSOR_LEVEL_INVALID: 'Choisis un niveau : sponsor principal, partenaire ou donateur',
  SPONSOR_URL_INVALID:
    'Lien invalide : saisis une adresse web qui commence par http:// ou https://.',
  SPONSOR_DATE_INVALID: 'Date invalide : saisis-la au format AAAA-MM-JJ (p. ex. 2026-08-01).',
  SPONSOR_DATES_ORDER: 'La date de fin ne peut pas précéder la date de début',
  SPONSOR_TEAM_SLOTS_INVALID: 'Choix d’équipes invalide',
  SPONSOR_TEAM_SLOT_UNKNOWN: 'Au moins une des équipes choisies n’existe pas dans ce compte',
  SPONSOR_LOGO_REQUIRED: 'Choisis un logo pour le sponsor',
  SPONSOR_LOGO_TYPE: 'Type de fichier invalide : le logo doit être un PNG, un JPEG ou un SVG.',
  SPONSOR_REPORT_RANGE_INVALID:
    'Période invalide : indique deux dates au format AAAA-MM-JJ, la première pas après la seconde, au plus 366 jours d’écart.',
  SPONSOR_REPORT_FORMAT: 'Le rapport existe en CSV ou en PDF',
  INTERNAL: 'Une erreur inattendue est survenue',
};
