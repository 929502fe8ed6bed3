/**
 * The sponsor tables of the schema (ADR 060, 061), in a file of their own so schema.ts stays
 * readable; schema.ts re-exports them, so drizzle-kit and every query see one schema. The
 * references to schema.ts's tables are lazy (`() => table.id`), which keeps the two files'
 * import cycle harmless.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { publications, userTeamSlots, workspaces } from '#server/db/schema.ts';

const workspaceId = () =>
  text('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * A club's sponsor (ADR 060): a workspace row with its logo in storage
 * (`sponsors/{workspaceId}/{timestamp}.{ext}`), its link, its level and the days it runs
 * (both optional, `starts_on <= ends_on`). `every_team` says it belongs to every team of the
 * workspace; otherwise its teams are its rows in sponsor_team_slots.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: varchar('name', { length: 100 }).notNull(),
    level: text('level', { enum: ['main', 'partner', 'supporter'] }).notNull(),
    url: text('url').notNull(),
    logoPath: text('logo_path').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    everyTeam: boolean('every_team').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sponsors_workspace_id_idx').on(t.workspaceId, t.createdAt),
    check('sponsors_level_check', sql`${t.level} in ('main', 'partner', 'supporter')`),
    check('sponsors_dates_check', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * The chosen teams of a sponsor that does not belong to every team: team slots of the
 * sponsor's workspace (checked when saved). A deleted slot takes its rows with it.
 */
export const sponsorTeamSlots = pgTable(
  'sponsor_team_slots',
  {
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    teamSlotId: uuid('team_slot_id')
      .notNull()
      .references(() => userTeamSlots.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorId, t.teamSlotId] }),
    index('sponsor_team_slots_team_slot_idx').on(t.teamSlotId),
  ],
);

/**
 * One sponsor shown on one post (ADR 061): written once per post key (a PNG and a JPEG of the
 * same post, a retry, a batch's post: one row), read by the rotation (fewest this month) and by
 * the report. Team name and games are kept as words, so the report stays true after the team
 * slot is gone.
 */
export const sponsorAppearances = pgTable(
  'sponsor_appearances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    postKey: text('post_key').notNull(),
    teamSlotId: uuid('team_slot_id').references(() => userTeamSlots.id, { onDelete: 'set null' }),
    teamName: varchar('team_name', { length: 200 }).notNull(),
    games: varchar('games', { length: 500 }).notNull(),
    kind: text('kind', { enum: ['preview', 'result', 'standings', 'weekend'] }).notNull(),
    /** The post's day (its games' day). */
    day: date('day', { mode: 'string' }).notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sponsor_appearances_post_idx').on(t.sponsorId, t.postKey),
    index('sponsor_appearances_workspace_idx').on(t.workspaceId, t.shownAt),
    index('sponsor_appearances_post_key_idx').on(t.workspaceId, t.postKey),
    check(
      'sponsor_appearances_kind_check',
      sql`${t.kind} in ('preview', 'result', 'standings', 'weekend')`,
    ),
  ],
);

/**
 * Which publication carried which post (ADR 061): the report reads each published target's
 * channel and permalink through it, so a link found later (or a retry's) needs no second write.
 */
export const sponsorPostPublications = pgTable(
  'sponsor_post_publications',
  {
    workspaceId: workspaceId(),
    postKey: text('post_key').notNull(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.postKey] }),
    index('sponsor_post_publications_post_idx').on(t.workspaceId, t.postKey),
  ],
);
