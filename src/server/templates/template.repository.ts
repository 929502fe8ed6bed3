import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { lockWorkspace } from '#server/db/owned-rows.ts';
import { templates } from '#server/db/schema.ts';
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
    async listOfUser(workspaceId: string): Promise<TemplateListRow[]> {
      return db
        .select(listColumns)
        .from(templates)
        .where(eq(templates.workspaceId, workspaceId))
        .orderBy(desc(templates.createdAt), desc(templates.id));
    },

    async agesOfUser(workspaceId: string): Promise<TemplateAge[]> {
      return db
        .select({ id: templates.id, createdAt: templates.createdAt })
        .from(templates)
        .where(eq(templates.workspaceId, workspaceId))
        .orderBy(asc(templates.createdAt), asc(templates.id));
    },

    async find(workspaceId: string, id: string): Promise<TemplateListRow | null> {
      const [row] = await db
        .select(listColumns)
        .from(templates)
        .where(and(eq(templates.id, id), eq(templates.workspaceId, workspaceId)));
      return row ?? null;
    },

    async findDesign(workspaceId: string, id: string): Promise<TemplateDesignRow | null> {
      const [row] = await db
        .select({ svgConfig: templates.svgConfig, supportedGames: templates.supportedGames })
        .from(templates)
        .where(and(eq(templates.id, id), eq(templates.workspaceId, workspaceId)));
      return row ?? null;
    },

    lockWorkspace: (workspaceId: string) => lockWorkspace(db, workspaceId),

    async insert(workspaceId: string, values: NewTemplate): Promise<TemplateListRow> {
      const [row] = await db
        .insert(templates)
        .values({ workspaceId, ...values })
        .returning(listColumns);
      if (!row) throw new Error('insert into templates returned no row');
      return row;
    },

    /** Saves name, games, config and format; null when the user has no such template. */
    async update(
      workspaceId: string,
      id: string,
      values: NewTemplate,
    ): Promise<TemplateListRow | null> {
      const [row] = await db
        .update(templates)
        .set(values)
        .where(and(eq(templates.id, id), eq(templates.workspaceId, workspaceId)))
        .returning(listColumns);
      return row ?? null;
    },

    /** Deletes the template; false when the user has no such template. */
    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(templates)
        .where(and(eq(templates.id, id), eq(templates.workspaceId, workspaceId)))
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
