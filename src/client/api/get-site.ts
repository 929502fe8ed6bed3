import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Site } from '#shared/site/site.schema.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The answer of GET /api/site, or null for anything else. Checked by hand rather than with
 * siteSchema: the footer of every page asks for it, the landing page's too, which loads no zod.
 */
export function readSite(value: unknown): Site | null {
  if (!isRecord(value) || !isRecord(value.operator)) return null;
  const { name, address, email } = value.operator;
  if (typeof name !== 'string' || typeof address !== 'string' || typeof email !== 'string') {
    return null;
  }
  return { operator: { name, address, email } };
}

/** GET /api/site: who runs this installation and how to reach them (OPERATOR_* settings). */
export async function getSite(): Promise<Site> {
  const response = await fetch('/api/site', { headers: { Accept: 'application/json' } });
  const site = response.ok ? readSite(await response.json()) : null;
  if (!site) throw new Error(`GET /api/site answered ${response.status}`);
  return site;
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: getSite,
  // Configuration: it changes only with a restart of the server.
  staleTime: Infinity,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}

/**
 * The one address people write to (footer, about section, legal pages): the operator's e-mail
 * of the server's configuration; null until it is known.
 */
export function useContactEmail(): string | null {
  return useSite().data?.operator.email ?? null;
}
