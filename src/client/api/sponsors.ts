import { useQuery } from '@tanstack/react-query';
import {
  sponsorDeletedSchema,
  sponsorListSchema,
  sponsorSchema,
  type SponsorLevel,
} from '#shared/sponsors/sponsor.schema.ts';
import { monthRange, sponsorMonthSchema } from '#shared/sponsors/sponsor-report.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { apiJson } from '#client/lib/api-client.ts';
import { useChangeThenRefetch } from '#client/lib/change-then-refetch.ts';

/** The club workspace's sponsors (ADR 060, /api/sponsors): members list, owner and admins write. */

export function useSponsors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.sponsors,
    queryFn: () => apiJson('/api/sponsors', sponsorListSchema),
    enabled,
  });
}

export interface NewSponsor {
  name: string;
  level: SponsorLevel;
  url: string;
  from: string;
  to: string;
  /** Empty: every team. */
  teamSlotIds: string[];
  logo: File;
}

/** POST /api/sponsors, multipart: the fields and the logo file. */
export function createSponsor(sponsor: NewSponsor) {
  const form = new FormData();
  form.append('name', sponsor.name);
  form.append('level', sponsor.level);
  form.append('url', sponsor.url);
  if (sponsor.from) form.append('from', sponsor.from);
  if (sponsor.to) form.append('to', sponsor.to);
  form.append('teamSlotIds', JSON.stringify(sponsor.teamSlotIds));
  form.append('logo', sponsor.logo);
  return apiJson('/api/sponsors', sponsorSchema, { method: 'POST', body: form });
}

export function useCreateSponsor() {
  return useChangeThenRefetch(createSponsor, queryKeys.sponsors, 'success');
}

export interface ChangedSponsor extends Omit<NewSponsor, 'logo'> {
  id: string;
  /** A new logo, or null to keep the one it has. */
  logo: File | null;
}

/** PUT /api/sponsors/:id, multipart: every field again, and a new logo when chosen. */
export function updateSponsor(sponsor: ChangedSponsor) {
  const form = new FormData();
  form.append('name', sponsor.name);
  form.append('level', sponsor.level);
  form.append('url', sponsor.url);
  if (sponsor.from) form.append('from', sponsor.from);
  if (sponsor.to) form.append('to', sponsor.to);
  form.append('teamSlotIds', JSON.stringify(sponsor.teamSlotIds));
  if (sponsor.logo) form.append('logo', sponsor.logo);
  return apiJson(`/api/sponsors/${encodeURIComponent(sponsor.id)}`, sponsorSchema, {
    method: 'PUT',
    body: form,
  });
}

export function useUpdateSponsor() {
  return useChangeThenRefetch(updateSponsor, queryKeys.sponsors, 'success');
}

/** DELETE /api/sponsors/:id: the sponsor and its logo. */
export function deleteSponsor(id: string) {
  return apiJson(`/api/sponsors/${encodeURIComponent(id)}`, sponsorDeletedSchema, {
    method: 'DELETE',
  });
}

export function useDeleteSponsor() {
  return useChangeThenRefetch(deleteSponsor, queryKeys.sponsors, 'settled');
}

/** GET /api/sponsors/month: each sponsor's appearances in the month 'YYYY-MM' (ADR 061). */
export function useSponsorMonth(month: string) {
  return useQuery({
    queryKey: queryKeys.sponsorMonth(month),
    queryFn: () =>
      apiJson(`/api/sponsors/month?month=${encodeURIComponent(month)}`, sponsorMonthSchema),
  });
}

/** The address of the month's report to download, as CSV or PDF. */
export function sponsorReportHref(month: string, format: 'csv' | 'pdf'): string {
  const { from, to } = monthRange(month);
  return `/api/sponsors/report?from=${from}&to=${to}&format=${format}`;
}
