import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { templates, users } from '#server/db/schema.ts';
import { transactional } from '#server/db/transactional.ts';

/** The queries behind a user's own templates; every one is scoped to the owner. */
export interface TemplateListRow {
  id: string;
  name: string;
  supportedGames: number;
  svgConfig: unknown;
  format: string;
  createdAt: Date;
}

export interface TemplateDesignRow {
  svgConfig: unknown;
  supportedGames: number;
}

/** What a new template is made of; id and createdAt come from the database. */
export interface NewTemplate {
  name: string;
  supportedGames: number;
  svgConfig: unknown;
  format: string;
}

/** The id and age of each of a user's templates: what decides which are usable. */
export interface TemplateAge {
  id: string;
  createdAt: Date;
}

const listColumns = {
  id: templates.id,
  name: templates.name,
  supportedGames: templates.supportedGames,
  svgConfig: templates.svgConfig,
  format: templates.format,
  createdAt: templates.createdAt,
};

function templateQueries(db: Db) {
  return {
    /** Newest first (docs/product.md section 7, "templates: select by user_id ordered newest first"). */
    async listOfUser(userId: string): Promise<TemplateListRow[]> {
      return db
        .select(listColumns)
        .from(templates)
        .where(eq(templates.userId, userId))
        .orderBy(desc(templates.createdAt), desc(templates.id));
    },

    async agesOfUser(userId: string): Promise<TemplateAge[]> {
      return db
        .select({ id: templates.id, createdAt: templates.createdAt })
        .from(templates)
        .where(eq(templates.userId, userId))
        .orderBy(asc(templates.createdAt), asc(templates.id));
    },

    async find(userId: string, id: string): Promise<TemplateListRow | null> {
      const [row] = await db
        .select(listColumns)
        .from(templates)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)));
      return row ?? null;
    },

    async findDesign(userId: string, id: string): Promise<TemplateDesignRow | null> {
      const [row] = await db
        .select({ svgConfig: templates.svgConfig, supportedGames: templates.supportedGames })
        .from(templates)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)));
      return row ?? null;
    },

    /**
     * Holds the user's row lock until the transaction ends, so parallel writes of one user count
     * and insert one after the other and the plan's limit holds.
     */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insert(userId: string, values: NewTemplate): Promise<TemplateListRow> {
      const [row] = await db
        .insert(templates)
        .values({ userId, ...values })
        .returning(listColumns);
      if (!row) throw new Error('insert into templates returned no row');
      return row;
    },

    /** Saves name, games, config and format; null when the user has no such template. */
    async update(userId: string, id: string, values: NewTemplate): Promise<TemplateListRow | null> {
      const [row] = await db
        .update(templates)
        .set(values)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)))
        .returning(listColumns);
      return row ?? null;
    },

    /** Deletes the template; false when the user has no such template. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(templates)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)))
        .returning({ id: templates.id });
      return rows.length > 0;
    },
  };
}

export type TemplateQueries = ReturnType<typeof templateQueries>;

export function createTemplateRepository(db: Db) {
  return transactional(db, templateQueries);
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
