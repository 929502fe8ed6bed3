import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { templates } from '#server/db/schema.ts';

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

export function createTemplateRepository(db: Db) {
  return {
    /** Newest first (SPEC.md section 7, "templates: select by user_id ordered newest first"). */
    async listOfUser(userId: string): Promise<TemplateListRow[]> {
      return db
        .select({
          id: templates.id,
          name: templates.name,
          supportedGames: templates.supportedGames,
          svgConfig: templates.svgConfig,
          format: templates.format,
          createdAt: templates.createdAt,
        })
        .from(templates)
        .where(eq(templates.userId, userId))
        .orderBy(desc(templates.createdAt));
    },

    async findDesign(userId: string, id: string): Promise<TemplateDesignRow | null> {
      const [row] = await db
        .select({ svgConfig: templates.svgConfig, supportedGames: templates.supportedGames })
        .from(templates)
        .where(and(eq(templates.id, id), eq(templates.userId, userId)));
      return row ?? null;
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
