import type { AppearanceLine } from '#server/sponsors/sponsor-appearance.repository.ts';
import type { ReportSponsorPage } from '#server/sponsors/report-pdf.ts';
import { swissDay } from '#shared/sports/swiss-time.ts';

const platformName = { instagram: 'Instagram', facebook: 'Facebook' } as const;

/** How many of a sponsor's posts its page shows as pictures (the first ones of the period). */
export const REPORT_PICTURES_PER_SPONSOR = 4;

/** The appearances of each sponsor, grouped for its page (sponsors by most appearances, name). */
export function reportPages(lines: readonly AppearanceLine[]): ReportSponsorPage[] {
  const bySponsor = new Map<string, ReportSponsorPage>();
  for (const line of lines) {
    const page = bySponsor.get(line.sponsorId) ?? {
      name: line.sponsorName,
      level: line.level,
      total: 0,
      byTeamAndKind: [],
      appearances: [],
      posts: [],
    };
    page.total += 1;
    if (page.posts.length < REPORT_PICTURES_PER_SPONSOR && !page.posts.includes(line.postKey)) {
      page.posts.push(line.postKey);
    }
    const group = page.byTeamAndKind.find(
      (row) => row.team === line.teamName && row.kind === line.kind,
    );
    if (group) group.count += 1;
    else page.byTeamAndKind.push({ team: line.teamName, kind: line.kind, count: 1 });
    page.appearances.push({
      day: swissDay(line.shownAt),
      team: line.teamName,
      kind: line.kind,
      games: line.games,
      channels: line.published.map((target) => ({
        name: `${platformName[target.platform]}: ${target.channelName}`,
        link: target.permalink,
      })),
    });
    bySponsor.set(line.sponsorId, page);
  }
  return [...bySponsor.values()].sort(
    (a, b) => b.total - a.total || a.name.localeCompare(b.name, 'de'),
  );
}
