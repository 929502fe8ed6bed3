import { z } from 'zod';
import { sponsorLevels } from '#shared/sponsors/sponsor.schema.ts';

/**
 * The sponsor report and the month at a glance (ADR 061): the query of
 * `GET /api/sponsors/report` and the answer of `GET /api/sponsors/month`.
 */
export const SPONSOR_REPORT_MAX_DAYS = 366;
/** At most this many appearances in one report (a busy club makes a few hundred a month). */
export const SPONSOR_REPORT_MAX_ROWS = 10_000;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const daySchema = z
  .string({ message: 'SPONSOR_REPORT_RANGE_INVALID' })
  .refine(isCalendarDay, { message: 'SPONSOR_REPORT_RANGE_INVALID' });

/** Days between two calendar days, `to` counted: 2026-11-01 to 2026-11-30 is 30. */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

export const sponsorReportQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    format: z.enum(['csv', 'pdf'], { message: 'SPONSOR_REPORT_FORMAT' }),
    sponsorId: z.string().optional(),
  })
  .refine(({ from, to }) => from <= to && daysInRange(from, to) <= SPONSOR_REPORT_MAX_DAYS, {
    message: 'SPONSOR_REPORT_RANGE_INVALID',
  });

export type SponsorReportQuery = z.infer<typeof sponsorReportQuerySchema>;

/** A month, YYYY-MM. */
export const reportMonthSchema = z
  .string({ message: 'SPONSOR_REPORT_RANGE_INVALID' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'SPONSOR_REPORT_RANGE_INVALID' });

/** The first and last day of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export const sponsorMonthSchema = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  sponsors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      level: z.enum(sponsorLevels),
      appearances: z.number().int().nonnegative(),
    }),
  ),
});

export type SponsorMonth = z.infer<typeof sponsorMonthSchema>;
