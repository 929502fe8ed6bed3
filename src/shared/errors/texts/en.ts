import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import type { ErrorCatalogue } from '#shared/errors/texts/catalogue.ts';
import { countryNames } from '#shared/i18n/country-names.ts';

/** The API's error texts in English, code by code as in de.ts. */
export const en: ErrorCatalogue = {
  BAD_REQUEST: 'Invalid request',
  VALIDATION_FAILED: 'Invalid input',
  NOT_FOUND: 'Not found',
  UNAUTHENTICATED: 'Sign-in required: please sign in to create posts',
  FORBIDDEN: 'Not allowed',
  PAYLOAD_TOO_LARGE: 'File too large: the maximum file size is 10 MB.',
  INVALID_FILE_TYPE: 'Invalid file type: please choose an image file.',
  INVALID_FILE_SIGNATURE: 'Invalid or expired link',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  UPSTREAM_UNAVAILABLE: 'The game data is not reachable right now',
  IMAGE_URL_INVALID: 'Invalid image URL: only http and https addresses are allowed.',
  IMAGE_HOST_FORBIDDEN: 'This image may not be loaded: its address is not public.',
  IMAGE_TOO_LARGE: 'Image too large: the maximum size is 5 MB.',
  IMAGE_TYPE_UNSUPPORTED: 'Not a supported image: PNG, JPEG, GIF, WebP, SVG and AVIF are allowed.',
  IMAGE_FETCH_FAILED: 'The image could not be loaded.',
  IMAGE_FETCH_TIMEOUT: 'The image took too long to load.',
  INVALID_JWT_SIGNATURE: 'Invalid JWT signature',
  JWT_EXPIRED: 'The access token has expired',
  INVALID_JWT: 'Invalid access token',
  INVALID_CALLBACK_URL: 'Invalid callback URL',
  CSRF_REJECTED: 'Request from another site refused',
  ORIGIN_REJECTED:
    'Matchpost does not run at this address. Open the app at its usual address and try again.',
  CONFIRMATION_FAILED: `Confirmation failed: please type '${deletionWords.en}' to continue.`,
  MFA_REQUIRED: 'Please confirm the sign-in with your second factor',
  MFA_FACTOR_TYPE_INVALID: 'Factor type must be totp or phone',
  MFA_PHONE_REQUIRED: 'Please enter a phone number like +41791234567',
  MFA_PHONE_UNAVAILABLE:
    'Codes by text message are not available on this server. Use an authenticator app or a passkey.',
  MFA_PHONE_REFUSED: 'No text message can be sent to this number. Please check it.',
  MFA_SMS_FAILED: 'The text message could not be sent just now. Please try again in a few minutes.',
  MFA_FACTOR_LIMIT: 'At most 10 factors per account',
  MFA_PHONE_LIMIT: ({ max }) => `At most ${max} phone numbers per account`,
  MFA_PHONE_NOT_ALLOWED: ({ countries }) =>
    `Codes by text message go only to mobile numbers from these countries: ${countryNames(countries, 'en')}.`,
  MFA_SMS_LIMITED: ({ minutes }) =>
    `Too many text-message codes: please try again in ${minutes === 1 ? '1 minute' : minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`} or use another factor.`,
  MFA_CODE_INVALID: 'Invalid code',
  MFA_CHALLENGE_EXPIRED: 'The code has expired. Please request a new one.',
  MFA_RECOVERY_CODE_INVALID: 'This recovery code is wrong or has been used already.',
  MFA_RECOVERY_NO_FACTOR: 'Recovery codes come with a second factor. Add one first.',
  MFA_LOCKED: ({ minutes }) =>
    `Too many wrong codes: please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
  FIRST_NAME_TOO_LONG: 'First name too long',
  LAST_NAME_TOO_LONG: 'Last name too long',
  INSTAGRAM_USERNAME_INVALID: 'Invalid Instagram username',
  PROFILE_SAVE_FAILED: 'Error saving',
  TEAM_ALREADY_SAVED: 'Team already saved',
  TEAM_SLOT_LIMIT: ({ maxTeams }) =>
    `Maximum reached: you can manage at most ${maxTeams} team(s). Upgrade your plan for more slots.`,
  TEAM_SLOT_LOCKED: ({ action, daysRemaining }) =>
    `Cannot ${action}: team slots can only be changed once a week (${daysRemaining === 1 ? '1 day' : `${daysRemaining} days`} left)`,
  BACKGROUND_LIMIT: 'At most 100 background images: please delete one first.',
  IMAGE_UNREADABLE: 'The image could not be read: please choose another image file.',
  LOGO_SVG_TOO_COMPLEX: 'The SVG is too complex: at most 1 MB and 5,000 elements.',
  LOGO_SVG_TOO_COSTLY:
    'The SVG would take too much work to draw (a lot of text, transparency, gradients or masks): simplify it or upload the logo as a PNG.',
  IMAGE_DIMENSIONS_TOO_LARGE: 'Image too large: at most 40 megapixels are allowed.',
  IMAGE_ASPECT_TOO_EXTREME:
    'Image too narrow or too tall: the long side may be at most 20 times the short side.',
  TEXT_CONTROL_CHARACTER: 'Invalid input: the text contains a control character.',
  EMAIL_INVALID: 'Invalid e-mail address',
  USER_NAME_INVALID: 'Invalid name: at most 100 characters.',
  USER_IMAGE_INVALID: 'Invalid image URL: only https addresses are allowed.',
  EXPORT_INVALID: 'Invalid export request',
  NO_GAME_SELECTED: 'Please choose at least one game',
  GAME_LIMIT_EXCEEDED: ({ max }) =>
    `Maximum reached: your plan allows at most ${max} ${max === 1 ? 'game' : 'games'}`,
  CUSTOM_TEMPLATES_NOT_ALLOWED: 'Custom templates are not part of your plan',
  TEMPLATE_NOT_FOUND: 'Template not found',
  TEMPLATE_INVALID: 'The template is invalid and cannot be rendered',
  RESULT_MISSING:
    'No result yet: a result post needs the result of every game. Make a game preview until then.',
  TEMPLATE_WRONG_POST_MODE:
    'This template is not made for this kind of post (preview or result). Choose in the editor what it is for.',
  TEMPLATE_LIMIT: 'Limit reached: you have reached the maximum number of templates',
  TEMPLATE_LOCKED:
    'Template locked: your plan includes fewer templates. Upgrade your plan to use it again.',
  TEMPLATE_NAME_REQUIRED: 'Name is required',
  TEMPLATE_NAME_TOO_LONG: 'Name too long',
  TEMPLATE_GAMES_TOO_FEW: 'At least 1 game required',
  TEMPLATE_GAMES_LIMIT: ({ max }) => `At most ${max} ${max === 1 ? 'game' : 'games'} allowed`,
  TEMPLATE_CONFIG_INVALID: 'Error saving: the template contains invalid elements',
  TEMPLATE_TOO_LARGE: 'Error saving: the template is too large',
  TEMPLATE_IMAGE_FORBIDDEN: 'Error saving: images must come from your logos or background images',
  TEMPLATE_TOO_COSTLY:
    'Error saving: the template is too costly to draw. Make this element smaller or remove its transparency, gradient or outline',
  TEMPLATE_ELEMENT_OUT_OF_BOUNDS: 'Error saving: this element reaches too far beyond the canvas',
  SVG_FILE_REQUIRED: 'Please choose an SVG file',
  SVG_FILE_TOO_LARGE: 'File is too large (max. 5MB)',
  SVG_PARSE_FAILED: 'The SVG file could not be parsed',
  SVG_ROOT_MISSING: 'Not a valid SVG file',
  TEAM_SLOT_LOCKED_BY_PLAN:
    'Team slot locked: your plan includes fewer team slots. Upgrade your plan to use this team again.',
  LOGOS_NOT_ALLOWED: 'Logos are not part of your plan: upgrade to Pro or Premium to use logos.',
  LOGO_NAME_REQUIRED: 'Please enter a name for the logo',
  LOGO_NAME_TOO_LONG: 'Name too long: at most 100 characters.',
  LOGO_TYPE_INVALID: 'Please choose a kind: sponsor, club, team or other.',
  BACKGROUND_NOT_FOUND: 'Background image not found',
  BACKGROUND_UNREADABLE: 'The background image cannot be read',
  GAME_NOT_FOUND: 'Game data could not be loaded',
  GAME_NOT_OF_TEAM: 'The chosen games do not belong to this team',
  TEAM_NOT_OF_CLUB: 'This team does not belong to the chosen club',
  NO_STANDINGS: 'There is no table for this team',
  EXPORT_FAILED: 'Something went wrong while creating the image',
  EXPORT_TEMPLATE_TOO_COSTLY:
    'Something went wrong while creating the image: the template is too costly to draw. Please simplify it in the editor.',
  VIDEO_UNSUPPORTED:
    'A video is only available for game previews and results in 9:16 or 4:5 at original size (1080 px wide). Choose one of these formats or download an image.',
  EXPORT_TOO_COSTLY:
    'Something went wrong while creating the image: drawing it took too long and was stopped. Please simplify the template.',
  EXPORT_BUSY:
    'Something went wrong while creating the image: a great many images are being created right now. Please try again in a few seconds.',
  UPLOAD_BUSY:
    'Upload failed: a great many images are being uploaded right now. Please try again in a few seconds.',
  EXPORT_CLUB_API_KEY_REQUIRED: 'This club needs a valid API key',
  EXPORT_CLUB_API_KEY_INVALID: 'This club needs a valid API key',
  CLUB_API_KEY_SPORT: 'This sport needs no API key',
  CLUB_API_KEY_MALFORMED: 'The API key is not valid: 8 to 512 characters without spaces',
  CLUB_ID_INVALID: 'Invalid club id',
  CLUB_API_KEY_REQUIRED: 'An API key must first be stored for this club',
  CLUB_API_KEY_INVALID: 'The federation rejected the stored API key',
  CLUB_API_KEY_REFUSED:
    'The federation refused this API key. It was not saved. Check the key and try again.',
  SWISSVOLLEY_API_KEY_REQUIRED:
    "Volleyball data needs a Swiss Volley (VolleyManager) API key. Store your club's key in your profile.",
  CLUBS_LOAD_FAILED: 'Clubs could not be loaded',
  TEAMS_LOAD_FAILED: 'Teams could not be loaded',
  GAMES_LOAD_FAILED: 'Games could not be loaded',
  GAME_DATA_LOAD_FAILED: 'Game data could not be loaded',
  STANDINGS_LOAD_FAILED: 'The table could not be loaded',
  SPORTS_QUERY_MISSING: 'The request needs a query in the query parameter',
  QUERY_TOO_LARGE: ({ maxLength }) => `The query is too long (at most ${maxLength} characters)`,
  SPORTS_VARIABLES_INVALID: 'variables must be a JSON object',
  SPORTS_QUERY_TOO_MANY_FIELDS: ({ max }) =>
    `The query asks for too much game data at once (at most ${max} fields such as games or teams)`,
  CHECKOUT_FAILED: 'Checkout URL could not be created',
  PORTAL_FAILED: 'Customer portal URL could not be created',
  SUBSCRIPTION_RESUME_FAILED: 'Your subscription could not be resumed. Please try again later.',
  NO_SUBSCRIPTION: 'No subscription',
  PAID_PLANS_UNAVAILABLE: 'Paid plans cannot be bought here at the moment',
  DEMO_CHECKOUT_INVALID: 'This checkout is invalid or has expired',
  DEMO_CHECKOUT_USED: 'This checkout has already been completed',
  DEMO_CHECKOUT_SUPERSEDED: 'This checkout was replaced by a newer one',
  DEMO_BILLING_DISABLED: 'The demo checkout is not active',
  BILLING_WEBHOOK_INVALID: 'Invalid signature',
  DATABASE_UNAVAILABLE:
    'The service is briefly unavailable (database). Please try again in a moment.',
  STORAGE_UNAVAILABLE:
    'The service is briefly unavailable (file storage). Please try again in a moment.',
  MAIL_UNAVAILABLE:
    'The service is briefly unavailable (sending mail). Please try again in a moment.',
  METRICS_FORBIDDEN: 'The metrics need authorisation',
  MAIL_TIME_INVALID: 'Please enter a time as HH:MM (00:00 to 23:59).',
  MAIL_DAYS_BEFORE_INVALID: 'The preview comes 0 to 7 days before the game day.',
  GAME_DAY_MAILS_NOT_IN_PLAN:
    'Game-day mails come with the Amateur plan and up: upgrade your plan to use them.',
  MAIL_UNSUBSCRIBE_INVALID: 'This unsubscribe link is not valid.',
  MAIL_UNSUBSCRIBE_EXPIRED:
    'This unsubscribe link has expired. Use the link in the newest mail or turn the mails off in your profile under My teams.',
  MAIL_UNSUBSCRIBE_OUTDATED:
    'This unsubscribe link no longer works: the mails of this team were set anew since this mail. Use the link in the newest mail or change the setting in your profile under My teams.',
  MAIL_UNSUBSCRIBE_SLOT_GONE:
    'This team is no longer saved, so no game-day mails come for it any more.',
  WEEKEND_DATES_INVALID:
    'Please choose two valid dates (from, to), the second not before the first',
  WEEKEND_WINDOW_TOO_LONG: ({ max }) => `The period is too long: at most ${max} days`,
  WEEKEND_GAME_COUNT: ({ min, max }) => `The game-day post shows ${min} to ${max} games`,
  GAME_OUTSIDE_WINDOW: 'A game is not within the chosen period',
  EXPORT_BATCH_INVALID: ({ max }) => `Please choose 1 to ${max} posts`,
  WORKSPACE_ROLE_FORBIDDEN:
    'Your role in this club account may not do this. Ask the owner or an admin.',
  WORKSPACE_NOT_FOUND: 'Club account not found',
  WORKSPACE_PERSONAL:
    'You cannot invite anyone to your personal account. Create a club account for that.',
  WORKSPACE_MEMBER_LIMIT: ({ maxMembers }) =>
    `Your plan allows ${maxMembers} members in this club account. Upgrade for more members.`,
  WORKSPACE_LIMIT: ({ max }) => `You can create at most ${max} club accounts`,
  WORKSPACE_ALREADY_MEMBER: 'This address is already a member of the club account',
  WORKSPACE_OWNER_MUST_HAND_OVER:
    'As the owner you cannot leave the club account. Hand it over to a member or delete it first.',
  WORKSPACE_OWNED_ALONE: ({ name, more }) =>
    more === 0
      ? `You own the club account “${name}”. Hand it over to a member or delete it first.`
      : `You own “${name}” and ${more === 1 ? 'one more club account' : `${more} more club accounts`}. Hand them over to a member or delete them first.`,
  INVITATION_INVALID: 'This invitation is invalid, has expired or was withdrawn',
  INVITATION_WRONG_ADDRESS: ({ email }) =>
    `This invitation is for ${email}. Sign in with that address to accept it.`,
  PUBLISHING_OFF: 'Publishing to Instagram and Facebook is not set up here.',
  PUBLISHING_NOT_IN_PLAN:
    'Publishing to Instagram and Facebook comes with Pro and Premium. Upgrade to connect channels and publish posts.',
  PUBLISHING_STATE_INVALID:
    'This connection was not started here or was already used. Please connect the channel again.',
  PUBLISHING_STATE_EXPIRED:
    'The connection took too long (more than 10 minutes). Please connect the channel again.',
  PUBLISHING_CONNECT_DENIED: 'The connection was not allowed. Nothing was connected.',
  PUBLISHING_CONNECT_FAILED:
    'Meta did not confirm the connection. Please try again in a few minutes.',
  PUBLISHING_NO_PAGES:
    'This Facebook account manages no Page. Connect an account that manages a Page of your club.',
  PUBLISHING_CHANNEL_NOT_FOUND: 'Channel not found',
  PUBLISHING_CHANNEL_RECONNECT: ({ name }) =>
    `The channel “${name}” must be connected again before you can publish to it.`,
  PUBLICATION_CHANNELS_INVALID: ({ max }) => `Please choose 1 to ${max} channels, each once.`,
  PUBLICATION_POST_COUNT: ({ min, max }) => `A post has ${min} to ${max} images.`,
  PUBLICATION_STORY_SINGLE: 'A story shows exactly one image.',
  PUBLICATION_VIDEO_SINGLE: 'A video shows exactly one game post: choose one post.',
  PUBLICATION_RATIO_MIXED: 'All images of a carousel need the same format.',
  PUBLICATION_RATIO_FEED:
    'Instagram does not take this format in the feed: from 4:5 (portrait) to 1.91:1 (landscape) is allowed.',
  PUBLICATION_RATIO_STORY: 'A story needs the 9:16 format.',
  PUBLICATION_CAPTION_TOO_LONG: ({ max }) => `The text is too long: at most ${max} characters.`,
  PUBLICATION_TOO_MANY_HASHTAGS: ({ max }) => `At most ${max} hashtags per post.`,
  PUBLICATION_TIME_INVALID: ({ days }) =>
    `Please choose a time from now on and at most ${days} days ahead.`,
  PUBLICATION_NOT_FOUND: 'Post not found',
  PUBLICATION_NOT_CANCELLABLE: 'This post is no longer scheduled and can no longer be cancelled.',
  PUBLICATION_NOT_RETRYABLE: 'Only a failed post can be tried again.',
  PUBLICATION_RETRY_LINK_INVALID: 'This retry link is not valid.',
  PUBLICATION_RETRY_LINK_EXPIRED:
    'This retry link has expired. You can try the post again under “Publications”.',
  GAME_DAY_KINDS_INVALID: 'Please choose post, story or both.',
  GAME_DAY_MEDIA_INVALID: 'Please choose image or video.',
  GAME_DAY_LINK_INVALID: 'This link to publish is not valid.',
  GAME_DAY_LINK_EXPIRED: 'This link to publish has expired: the game has begun or the day is over.',
  GAME_DAY_LINK_OUTDATED:
    "This team's publishing settings have changed since. This link publishes nothing any more.",
  GAME_DAY_ALREADY_PUBLISHED: 'This post has been published already.',
  GAME_DAY_NOTHING_TO_PUBLISH:
    'There is nothing left to publish: the game is not played that day, or publishing was turned off.',
  PUBLISHING_RECONNECT_NEEDED:
    'Meta no longer accepts the connection to this channel (expired or revoked). Connect the channel again, then try again.',
  PUBLISHING_QUOTA_REACHED: ({ total }) =>
    `This account has already published ${total} posts through apps in the last 24 hours, the most Instagram allows. Try again later.`,
  PUBLISHING_IMAGE_REFUSED:
    'Instagram or Facebook did not accept the image (format, size or download). Try again; if it stays so, contact us.',
  PUBLISHING_VIDEO_REFUSED:
    'Instagram or Facebook could not process the video. Try again; if it stays so, publish the post as an image.',
  PUBLISHING_CHANNEL_GONE: 'The channel was disconnected. This post was not published there.',
  PUBLISHING_FAILED: 'Instagram or Facebook did not answer several times. Please try again later.',
  SPONSORS_NOT_IN_PLAN:
    'Sponsors come with the Amateur plan and up. Upgrade to keep your club’s sponsors here.',
  SPONSOR_LIMIT: ({ max }) =>
    `Limit reached: your plan allows ${max} sponsors. Delete one or move to a bigger plan.`,
  SPONSOR_NAME_REQUIRED: 'Please enter the sponsor’s name',
  SPONSOR_NAME_TOO_LONG: 'The sponsor’s name may have at most 100 characters',
  SPONSOR_LEVEL_INVALID: 'Please choose a level: main sponsor, partner or supporter',
  SPONSOR_URL_INVALID:
    'Invalid link: please enter a web address starting with http:// or https://.',
  SPONSOR_DATE_INVALID: 'Invalid date: please enter it as YYYY-MM-DD (e.g. 2026-08-01).',
  SPONSOR_DATES_ORDER: 'The end date may not be before the start date',
  SPONSOR_TEAM_SLOTS_INVALID: 'Invalid choice of teams',
  SPONSOR_TEAM_SLOT_UNKNOWN: 'At least one of the chosen teams does not exist in this account',
  SPONSOR_LOGO_REQUIRED: 'Please choose a logo for the sponsor',
  SPONSOR_LOGO_TYPE: 'Invalid file type: the logo must be a PNG, JPEG or SVG.',
  SPONSOR_REPORT_RANGE_INVALID:
    'Invalid period: enter two dates as YYYY-MM-DD, the first not after the second, at most 366 days apart.',
  SPONSOR_REPORT_FORMAT: 'The report comes as CSV or as PDF',
  INTERNAL: 'An unexpected error occurred',
};
