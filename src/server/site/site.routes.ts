import { Hono } from 'hono';
import type { Config } from '#server/config/env.ts';
import type { Site } from '#shared/site/site.schema.ts';

/** GET /api/site: the operator's name, address and e-mail from the configuration; public. */
export function siteRoutes(config: Pick<Config, 'operator'>) {
  const site: Site = { operator: config.operator };
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(site);
  });
}
