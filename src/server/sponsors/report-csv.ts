import type { AppearanceLine } from '#server/sponsors/sponsor-appearance.repository.ts';
import { reportTexts } from '#server/sponsors/report-texts.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';

/**
 * The sponsor report as a CSV for a spreadsheet (ADR 061): UTF-8 with a byte order mark (so
 * Excel reads 'ü' as 'ü'), `;` between fields (Excel in Switzerland, Germany, France and Italy
 * splits on `;`, its list separator there, and opens a `,` file as one column), CRLF line ends,
 * every field quoted. A field a spreadsheet would take for a formula (starting with = + - @, a
 * tab or a carriage return) gets a leading apostrophe. One row per appearance; a post published
 * on two channels lists both in its channel and link fields, separated by ' | ', so counting rows
 * counts appearances.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/** A field quoted, its quotes doubled, a formula's start defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const platformName = { instagram: 'Instagram', facebook: 'Facebook' } as const;

export function reportCsv(lines: readonly AppearanceLine[], language: Language): string {
  const texts = reportTexts[language];
  const header = [
    texts.columns.date,
    texts.columns.sponsor,
    texts.columns.level,
    texts.columns.team,
    texts.columns.games,
    texts.columns.kind,
    texts.columns.channel,
    texts.columns.link,
  ];
  const rows = lines.map((line) => [
    swissDay(line.shownAt),
    line.sponsorName,
    texts.levels[line.level],
    line.teamName,
    line.games,
    texts.kinds[line.kind],
    line.published
      .map((target) => `${platformName[target.platform]}: ${target.channelName}`)
      .join(' | '),
    line.published.flatMap((target) => (target.permalink ? [target.permalink] : [])).join(' | '),
  ]);
  return (
    BOM + [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR)).join('\r\n') + '\r\n'
  );
}
