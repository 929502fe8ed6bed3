/**
 * The database schema: the single source for the migrations in ./migrations (drizzle-kit generate)
 * and for typed queries. Table and column names are snake_case; the auth tables use the field names
 * the auth library expects as property names.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------------------------------------
// Auth (owned by the auth library: users, sessions, accounts, one-time verifications, keys)
// ---------------------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Authenticator assurance level: aal2 once a second factor was verified in this session. */
    aal: text('aal', { enum: ['aal1', 'aal2'] })
      .notNull()
      .default('aal1'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Where each pending sign-in link was asked for (the caller's address): a new request from the
 * same caller voids that caller's older links, never the links others asked for (ADR 003).
 * Kept beside the library's verifications, whose stored value it validates strictly.
 */
export const signInLinkSources = pgTable(
  'sign_in_link_sources',
  {
    verificationId: text('verification_id')
      .primaryKey()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    caller: text('caller').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_link_sources_email_caller_idx').on(t.email, t.caller)],
);

export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
);

export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Product data (docs/product.md section 3). Every user-owned row carries user_id and is deleted with
// its user.
// ---------------------------------------------------------------------------------------------

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------------------------------------
// Workspaces (ADR 058, docs/workspaces.md): what a club shares. Every user has a personal
// workspace whose id is the user's id (so the rows each user owned before workspaces kept their
// owner key); a club workspace has a random id and members with a role. Team slots, templates,
// logos, backgrounds, club API keys and the subscription carry `workspace_id` and are deleted
// with their workspace; the personal workspace is deleted with its user.
// ---------------------------------------------------------------------------------------------

export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  /** The user whose personal workspace this is; null for a club workspace. */
  personalUserId: text('personal_user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The club's crest in storage (`crests/{workspaceId}/...`), or null. */
  crestPath: text('crest_path'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const workspaceId = () =>
  text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: workspaceId(),
    userId: userId(),
    role: text('role', { enum: ['owner', 'admin', 'editor'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_id_idx').on(t.userId),
    uniqueIndex('workspace_members_one_owner_idx')
      .on(t.workspaceId)
      .where(sql`${t.role} = 'owner'`),
    check('workspace_members_role_check', sql`${t.role} in ('owner', 'admin', 'editor')`),
  ],
);

/**
 * An invitation to a club workspace: the link carries a random token, the row keeps its SHA-256
 * only. Valid 7 days, once; withdrawing deletes the row, accepting sets `accepted_at`.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'editor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The inviter's address as it was, for the invitation page and mail. */
    invitedByEmail: text('invited_by_email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('workspace_invitations_pending_idx')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    check('workspace_invitations_role_check', sql`${t.role} in ('admin', 'editor')`),
  ],
);

/** The workspace a browser session acts in; no row: the user's personal workspace. */
export const sessionWorkspaces = pgTable('session_workspaces', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  workspaceId: workspaceId(),
});

/** Who did what in a workspace, newest first in its list; the actor's address is kept as it was. */
export const workspaceActivity = pgTable(
  'workspace_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    subject: text('subject'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_activity_workspace_at_idx').on(t.workspaceId, t.at)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userId().primaryKey(),
    role: text('role', { enum: ['free_user', 'paid_user', 'admin'] })
      .notNull()
      .default('free_user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_roles_role_check', sql`${t.role} in ('free_user', 'paid_user', 'admin')`)],
);

export const subscriptionLimits = pgTable(
  'subscription_limits',
  {
    tier: text('tier', { enum: ['free', 'amateur', 'pro', 'premium'] }).primaryKey(),
    maxTeams: integer('max_teams').notNull(),
    maxCustomTemplates: integer('max_custom_templates').notNull(),
    maxGamesPerTemplate: integer('max_games_per_template').notNull(),
    canUseCustomTemplates: boolean('can_use_custom_templates').notNull(),
    canUploadLogos: boolean('can_upload_logos').notNull(),
  },
  (t) => [
    check(
      'subscription_limits_tier_check',
      sql`${t.tier} in ('free', 'amateur', 'pro', 'premium')`,
    ),
  ],
);

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  rememberLastSelection: boolean('remember_last_selection').notNull().default(true),
  lastSport: text('last_sport'),
  lastClubId: text('last_club_id'),
  lastTeamId: text('last_team_id'),
  instagramUsername: varchar('instagram_username', { length: 30 }),
  // The interface language the user last chose while signed in (plain text: no migration per language).
  language: text('language', { enum: ['de', 'en', 'fr', 'it'] })
    .notNull()
    .default('de'),
  /** The download the user last chose in the export bar: file type and size (1x or 2x). */
  exportFileType: text('export_file_type', { enum: ['png', 'jpeg'] })
    .notNull()
    .default('png'),
  exportScale: integer('export_scale').notNull().default(2),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userTeamSlots = pgTable(
  'user_team_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    sport: text('sport', { enum: ['unihockey', 'volleyball', 'handball'] }).notNull(),
    clubId: text('club_id').notNull(),
    teamId: text('team_id').notNull(),
    teamName: text('team_name').notNull(),
    createdAt: createdAt(),
    lastChangedAt: timestamp('last_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language the team's posts are written in; null: the interface language. */
    postLanguage: text('post_language', { enum: ['de', 'fr', 'it', 'en'] }),
    /**
     * The look of the team's last post, used again for its next ones (weekend posts, game-day
     * mails): a built-in theme or one of the user's templates (a deleted template falls back to
     * the theme), and the post format. Null: not yet chosen.
     */
    postTheme: text('post_theme', { enum: ['default', 'light', 'dark', 'club'] }),
    postTemplateId: uuid('post_template_id').references(() => templates.id, {
      onDelete: 'set null',
    }),
    postFormat: text('post_format', { enum: ['4:5', '1:1', '1100:800', '9:16'] }),
    /** Whether the team's posts show its sponsors (the studio's 'Sponsoren zeigen'). */
    postSponsors: boolean('post_sponsors').notNull().default(false),
  },
  (t) => [
    uniqueIndex('user_team_slots_workspace_team_idx').on(t.workspaceId, t.sport, t.teamId),
    index('user_team_slots_workspace_id_idx').on(t.workspaceId, t.createdAt),
  ],
);

/**
 * A team slot saved by mistake and undone within its grace time (ADR 057): what keeps the
 * grace from being a way around the weekly rule, which allows as many undos in seven days as
 * the plan has slots.
 */
export const teamSlotUndos = pgTable(
  'team_slot_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    undoneAt: timestamp('undone_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_slot_undos_workspace_id_idx').on(t.workspaceId, t.undoneAt)],
);

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: varchar('name', { length: 100 }).notNull(),
    supportedGames: integer('supported_games').notNull().default(1),
    svgConfig: jsonb('svg_config').notNull(),
    format: text('format').notNull().default('4:5'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('templates_workspace_id_idx').on(t.workspaceId, t.createdAt),
    check('templates_supported_games_check', sql`${t.supportedGames} between 1 and 3`),
  ],
);

export const userLogos = pgTable(
  'user_logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: varchar('name', { length: 100 }).notNull(),
    logoType: text('logo_type', { enum: ['sponsor', 'club', 'team', 'other'] }).notNull(),
    filePath: text('file_path').notNull(),
    fileUrl: text('file_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_logos_workspace_id_idx').on(t.workspaceId, t.createdAt),
    check('user_logos_logo_type_check', sql`${t.logoType} in ('sponsor', 'club', 'team', 'other')`),
  ],
);

export const backgroundImages = pgTable(
  'background_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    filePath: text('file_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('background_images_workspace_id_idx').on(t.workspaceId, t.updatedAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId().unique(),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    customerId: text('customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    tier: text('tier', { enum: ['free', 'amateur', 'pro', 'premium'] }).notNull(),
    billingInterval: text('billing_interval', { enum: ['monthly', 'yearly'] }),
    status: text('status').notNull(),
    productId: text('product_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_customer_id_idx').on(t.customerId)],
);

/** Every billing webhook event once: the primary key on the provider's event id makes handling idempotent. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * The newest demo checkout a user opened (its nonce): only that one can be paid, so paying an
 * older checkout cannot overwrite the plan chosen since (ADR 013).
 */
export const demoCheckouts = pgTable('demo_checkouts', {
  workspaceId: workspaceId().primaryKey(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
});

/** A federation API key a user stored for a club; only ciphertext (AES-256-GCM) and the last four characters. */
export const clubApiKeys = pgTable(
  'club_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    sport: text('sport', { enum: ['unihockey', 'volleyball', 'handball'] }).notNull(),
    clubId: text('club_id').notNull(),
    ciphertext: text('ciphertext').notNull(),
    lastFour: varchar('last_four', { length: 4 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('club_api_keys_workspace_club_idx').on(t.workspaceId, t.sport, t.clubId)],
);

/** Second factors (docs/product.md section 3 "MFA factors"): TOTP, phone, WebAuthn. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    factorType: text('factor_type', { enum: ['totp', 'phone', 'webauthn'] }).notNull(),
    status: text('status', { enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    friendlyName: varchar('friendly_name', { length: 100 }),
    /** TOTP secret, sealed (AES-256-GCM). */
    secretCiphertext: text('secret_ciphertext'),
    phone: varchar('phone', { length: 20 }),
    /** WebAuthn credential (base64url id and COSE public key), signature counter, transports. */
    credentialId: text('credential_id').unique(),
    publicKey: text('public_key'),
    counter: integer('counter'),
    transports: text('transports'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /**
     * Code attempts (TOTP, phone) in the window that began at `attempts_since`, across all
     * challenges; the factor locks when they run out and a passed check sets them back to 0.
     */
    attempts: integer('attempts').notNull().default(0),
    attemptsSince: timestamp('attempts_since', { withTimezone: true }),
    /** The TOTP time step of the last accepted code: no code of it or an older step works again. */
    lastTotpStep: integer('last_totp_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mfa_factors_user_id_idx').on(t.userId)],
);

/** One challenge per attempt: a hashed SMS code or a WebAuthn challenge, short-lived, single use. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    userId: userId(),
    codeHash: text('code_hash'),
    webauthnChallenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_factor_id_idx').on(t.factorId)],
);

/**
 * A user's recovery codes for the second factor: the HMAC of each unused code (a used one is
 * removed from the list), and the wrong codes given in the window that began at
 * `attempts_since`, which count toward the user's code attempts like a factor's.
 */
export const mfaRecoveryCodes = pgTable('mfa_recovery_codes', {
  userId: userId().primaryKey(),
  codeHashes: text('code_hashes').array().notNull(),
  attempts: integer('attempts').notNull().default(0),
  attemptsSince: timestamp('attempts_since', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Plain key-value facts about the installation (for example when it was first started). */
export const appMeta = pgTable(
  'app_meta',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

// ---------------------------------------------------------------------------------------------
// Game-day mails (ADR 026): the settings per team slot, and one row per mail the scheduler
// decided on, unique per slot, game day and kind (the idempotency key). The queue's own tables
// live in the `pgboss` schema, created and migrated by pg-boss.
// ---------------------------------------------------------------------------------------------

/** A team slot's game-day mails; no row (or both null): off. Times are Swiss 'HH:MM'. */
export const teamSlotMailSettings = pgTable(
  'team_slot_mail_settings',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => userTeamSlots.id, { onDelete: 'cascade' }),
    /** The member who gets the mails (each member of the workspace sets their own). */
    userId: userId(),
    previewDaysBefore: integer('preview_days_before'),
    previewTime: varchar('preview_time', { length: 5 }),
    resultTime: varchar('result_time', { length: 5 }),
    /**
     * When the owner last set the mails (a change, not the same settings again; the unsubscribe
     * link's turning off leaves it): the version the unsubscribe links carry.
     */
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.userId] }),
    index('team_slot_mail_settings_user_id_idx').on(t.userId),
    check(
      'team_slot_mail_settings_preview_check',
      sql`(${t.previewDaysBefore} is null) = (${t.previewTime} is null) and (${t.previewDaysBefore} is null or ${t.previewDaysBefore} between 0 and 7)`,
    ),
  ],
);

/**
 * One mail the scheduler decided on. `state`: pending (a job will send it), sent, skipped (no
 * game that day, or the setting was turned off), parked (the job kept failing). `handoffRound`
 * (the intent) is written before the hand-off to the outbox or SMTP, `handedOffAt` in the same
 * statement as `sent` right after it (ADR 052).
 */
export const gameDayMails = pgTable(
  'game_day_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => userTeamSlots.id, { onDelete: 'cascade' }),
    userId: userId(),
    kind: text('kind', { enum: ['preview', 'result'] }).notNull(),
    /** The game day in Swiss time, 'YYYY-MM-DD'. */
    gameDay: varchar('game_day', { length: 10 }).notNull(),
    state: text('state', { enum: ['pending', 'sent', 'skipped', 'parked'] })
      .notNull()
      .default('pending'),
    /** When the mail is due (the setting's Swiss time as an instant). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /**
     * The next try: the due time, then, while a result is not reported yet, an hour later each
     * round. One queue job per round; its id comes from the row's id and the round.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    round: integer('round').notNull().default(0),
    /** 'result' only: sent as the short mail that the result is still missing. */
    resultMissing: boolean('result_missing').notNull().default(false),
    /** The sent-marker's time: the mail was handed over (outbox file or SMTP's "accepted"). */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    /**
     * The intent, written before a hand-off begins: the round whose hand-off began. Set and still
     * pending, the hand-off's outcome is unknown (a process stopped between the hand-off and the
     * sent-marker); a retry resolves it before sending again (ADR 052). Null: none began.
     */
    handoffRound: integer('handoff_round'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_day_mails_key_idx').on(t.slotId, t.userId, t.gameDay, t.kind),
    index('game_day_mails_user_id_idx').on(t.userId),
    index('game_day_mails_pending_idx').on(t.state, t.nextAttemptAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Export places (ADR 054): a workspace's share of exports and its one weekend batch, held across
// app processes. One row per place; a process holds it until `expires_at`, renewing it while
// the export runs, so a killed process frees its places by itself. The table is UNLOGGED (set
// in its migration; drizzle has no word for it): nothing in it outlives a minute.
// ---------------------------------------------------------------------------------------------

/** One place of a workspace's share: free without a holder or once `expires_at` has passed. */
export const exportPlaces = pgTable(
  'export_places',
  {
    workspaceId: workspaceId(),
    kind: text('kind', { enum: ['export', 'batch'] }).notNull(),
    place: integer('place').notNull(),
    /** The export holding the place (a random id per taking); null when free. */
    holder: text('holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.kind, t.place] })],
);

// ---------------------------------------------------------------------------------------------
// Publishing to Instagram and Facebook (ADR 059): the workspace's channels, the connect states of
// the OAuth dance, the publications and one target per publication and channel.
// ---------------------------------------------------------------------------------------------

/** An Instagram professional account or a Facebook Page the workspace publishes to. */
export const publishingChannels = pgTable(
  'publishing_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    platform: text('platform', { enum: ['instagram', 'facebook'] }).notNull(),
    /** The platform's id of the account: the Instagram user id or the Facebook Page id. */
    accountId: text('account_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    pictureUrl: text('picture_url'),
    /** 'reconnect': Meta refused the token (revoked, expired); nothing is published to it. */
    state: text('state', { enum: ['connected', 'reconnect'] })
      .notNull()
      .default('connected'),
    /** The access token, sealed with the app's secret box (purpose 'publishing-token'). */
    tokenSealed: text('token_sealed').notNull(),
    /** When the token ends; null for a Page token, which has no end. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the token was issued or last refreshed (Instagram refreshes one a day old at least). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who connected it: told by mail when Meta refuses the token. */
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('publishing_channels_account_idx').on(t.workspaceId, t.platform, t.accountId),
  ],
);

/**
 * The `state` of one OAuth dance: its SHA-256 (the state itself goes to Meta and back), the
 * session and workspace that began it, the platform and its end (10 minutes). Deleted when the
 * callback comes, so it serves once.
 */
export const publishingConnectStates = pgTable(
  'publishing_connect_states',
  {
    stateHash: text('state_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: userId(),
    workspaceId: workspaceId(),
    platform: text('platform', { enum: ['instagram', 'facebook'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('publishing_connect_states_expires_idx').on(t.expiresAt)],
);

/** One publication: the posts (their files in storage), the caption, when, by whom. */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['feed', 'story'] }).notNull(),
    caption: text('caption').notNull().default(''),
    /**
     * The posts' JPEGs in storage, in order, with their size; or the one MP4 of a video
     * publication (ADR 065), marked `media: 'video'` (no mark: an image).
     */
    files: jsonb('files')
      .$type<{ key: string; width: number; height: number; media?: 'video' }[]>()
      .notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** The game day's post this publication is (game-day publishing), once per kind. */
    gameDayId: uuid('game_day_id').references(() => gameDayPublications.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('publications_workspace_idx').on(t.workspaceId, t.createdAt),
    uniqueIndex('publications_game_day_idx')
      .on(t.gameDayId, t.kind)
      .where(sql`${t.gameDayId} is not null`),
  ],
);

/**
 * A publication on one channel: its own state machine (scheduled -> publishing -> published |
 * failed, or cancelled), driven by one queue job per round. What was done at Meta is written
 * before the next step: the container id before media_publish, the intent (`publishBegunAt`)
 * before the publish call, so a retry after an uncertain answer asks the container's status.
 */
export const publicationTargets = pgTable(
  'publication_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
    /** Null once the channel was disconnected; platform and name stay for the list. */
    channelId: uuid('channel_id').references(() => publishingChannels.id, {
      onDelete: 'set null',
    }),
    platform: text('platform', { enum: ['instagram', 'facebook'] }).notNull(),
    channelName: varchar('channel_name', { length: 200 }).notNull(),
    state: text('state', {
      enum: ['scheduled', 'publishing', 'published', 'failed', 'cancelled'],
    }).notNull(),
    /** The round: a retry of a failed target is the next round, with a job of its own. */
    round: integer('round').notNull().default(0),
    /** When the next job is due (publish time, then a retry's time). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Instagram: the carousel's item containers; Facebook: the unpublished photos of a carousel. */
    childContainerIds: jsonb('child_container_ids').$type<string[]>(),
    /** Instagram: the container to publish (stored before media_publish). */
    containerId: text('container_id'),
    /** The intent: the publish call was begun at this time; its outcome may be unknown. */
    publishBegunAt: timestamp('publish_begun_at', { withTimezone: true }),
    mediaId: text('media_id'),
    permalink: text('permalink'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A catalogue code and its values, shown in the reader's language. */
    errorCode: text('error_code'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('publication_targets_channel_idx').on(t.publicationId, t.channelId),
    index('publication_targets_due_idx').on(t.state, t.dueAt),
  ],
);

/**
 * A team slot's game-day publishing (ADR 059): one row per slot, for the whole workspace (a slot
 * publishes once, whoever set it). `preview`: N days before the game day at a Swiss time;
 * `result`: as soon as the federation reports every result of the day. `mode` 'publish'
 * publishes by itself, 'ask' mails a 'Jetzt veröffentlichen' link. `updatedAt` is the version
 * the links carry.
 */
export const teamSlotPublishing = pgTable('team_slot_publishing', {
  slotId: uuid('slot_id')
    .primaryKey()
    .references(() => userTeamSlots.id, { onDelete: 'cascade' }),
  workspaceId: workspaceId(),
  preview: jsonb('preview').$type<{ daysBefore: number; time: string } | null>(),
  result: boolean('result').notNull().default(false),
  channelIds: jsonb('channel_ids').$type<string[]>().notNull(),
  kinds: jsonb('kinds').$type<('feed' | 'story')[]>().notNull(),
  mode: text('mode', { enum: ['publish', 'ask'] }).notNull(),
  /** The game day's post as an image or as its video (ADR 067). */
  media: text('media', { enum: ['image', 'video'] })
    .notNull()
    .default('image'),
  /** The member who set it: the publications are theirs, the 'ask' mails go to them. */
  setBy: text('set_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * One game day's post of a slot, claimed once by the scheduler's round (unique slot, day and
 * kind), whatever process or round comes first: 'claimed' (its job makes it), 'made' (its
 * publications exist), 'asked' (the 'ask' mail went out), 'skipped' (no game, turned off).
 */
export const gameDayPublications = pgTable(
  'game_day_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => userTeamSlots.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
    gameDay: varchar('game_day', { length: 10 }).notNull(),
    gameKind: text('game_kind', { enum: ['preview', 'result'] }).notNull(),
    mode: text('mode', { enum: ['publish', 'ask'] }).notNull(),
    state: text('state', { enum: ['claimed', 'made', 'asked', 'skipped'] })
      .notNull()
      .default('claimed'),
    /** The settings' version it was claimed under (their updated_at). */
    settingsAt: timestamp('settings_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('game_day_publications_once_idx').on(t.slotId, t.gameDay, t.gameKind)],
);

// The sponsors of a workspace, their teams and appearances (ADR 060, 061): a file of their own.
export * from '#server/db/schema-sponsors.ts';
