import { weekendExportRequestSchema, exportOptionsOf } from '#shared/exports/export-request.ts';
import { overviewFileName } from '#shared/exports/file-names.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { hasResult, type Sport } from '#shared/sports/sports.ts';
import {
  maxWeekendGames,
  minWeekendGames,
  ownLogo,
  weekendRows,
  type WeekendEntry,
} from '#shared/themes/weekend-template.ts';
import { gameInWindow } from '#shared/weekend/weekend.schema.ts';
import { assertWindow } from '#server/weekend/weekend.service.ts';
import { AppError } from '#server/http/app-error.ts';
import type { ExportAnswer, createExportRasterizer } from '#server/exports/export-answer.ts';
import { invalid, sportsFailure } from '#server/exports/export-sources.ts';
import { teamOfClub } from '#server/sports/team-of-club.ts';
import type { ExportServiceDeps } from '#server/exports/export.service.ts';
import type { ExportSponsors } from '#server/exports/export-sponsors.ts';

/** The game-day overview export, rasterised and answered as every export is. */
export function createWeekendExport(
  deps: ExportServiceDeps,
  {
    rasterize,
    answer,
    exportSponsors,
  }: ReturnType<typeof createExportRasterizer> & { exportSponsors: ExportSponsors },
) {
  const composition = deps.composition;

  /**
   * The game-day overview post: each team on its slot (the export rule), each game the team's
   * own and within the window, 2 to 12 in all (a game of two of the club's teams once, both
   * marked), drawn in a built-in theme; its teams may be of several sports.
   */
  async function weekendPost(
    workspaceId: string,
    body: unknown,
    heldTags: readonly string[],
    fileLanguage: Language | undefined,
  ): Promise<ExportAnswer> {
    const parsed = weekendExportRequestSchema.safeParse(body);
    if (!parsed.success) {
      throw invalid(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const request = parsed.data;
    assertWindow(request.from, request.to);
    // A game of two of the club's teams is listed by both and drawn once.
    const sportOf = (team: { sport?: Sport | undefined }) => team.sport ?? request.sport;
    const count = new Set(
      request.teams.flatMap((team) => team.gameIds.map((id) => `${sportOf(team)}:${id}`)),
    ).size;
    if (count < minWeekendGames || count > maxWeekendGames) {
      throw AppError.of(400, 'WEEKEND_GAME_COUNT', {
        min: minWeekendGames,
        max: maxWeekendGames,
      });
    }
    const entitlements = await deps.entitlements.entitlements(workspaceId);
    const teamSlotIds: string[] = [];
    for (const team of request.teams) {
      const held = await deps.teamSlots.assertExportAllowed(
        workspaceId,
        { sport: sportOf(team), teamId: team.teamId },
        entitlements,
      );
      if (held) teamSlotIds.push(held.id);
    }
    const context = { workspaceId };
    const entries: WeekendEntry[] = [];
    try {
      const clubs = await deps.sports.clubs(request.sport, context).catch(() => []);
      for (const team of request.teams) {
        const sport = sportOf(team);
        const clubId = team.clubId ?? request.clubId;
        // Each team is one of its club's: the post's club or the one named for the team.
        const known = await teamOfClub(
          deps.sports,
          { sport, clubId, teamId: team.teamId },
          context,
        );
        const teamGames = await deps.sports.games(sport, team.teamId, clubId, context);
        for (const gameId of team.gameIds) {
          const game = teamGames.find((candidate) => candidate.id === gameId);
          if (!game) throw AppError.of(400, 'GAME_NOT_OF_TEAM');
          if (!gameInWindow(game, request.from, request.to)) {
            throw AppError.of(400, 'GAME_OUTSIDE_WINDOW');
          }
          entries.push({ sport, game, teamName: known.name });
        }
      }
      const clubName = clubs.find((club) => club.id === request.clubId)?.name ?? null;
      const rows = weekendRows(entries);
      const played = entries.every((entry) => hasResult(entry.game));
      // Results of games not played yet: nothing to show.
      if (request.kind === 'result' && !played) throw AppError.of(422, 'RESULT_MISSING');
      const kind = request.kind ?? (played ? 'result' : 'preview');
      const theme = request.theme ?? 'default';
      const format = request.format ?? '4:5';
      const shown = await exportSponsors.sponsorsOf(
        {
          workspaceId,
          choice: request.sponsors,
          design: { theme },
          format,
          kind: 'weekend',
          teamSlotIds,
          maxSponsors: entitlements.limits.maxSponsors,
          teamName: [...new Set(entries.map((entry) => entry.teamName))].join(', ').slice(0, 200),
          games: entries.map((entry) => entry.game),
          day: request.from,
        },
        { record: true, address: 'render' },
      );
      const input = await composition.weekendInput({
        theme,
        format,
        mode: kind,
        language: request.language,
        rows,
        crest: rows.map(ownLogo).find(Boolean) ?? null,
        clubName,
        brandMark: !entitlements.paid,
        ...(shown ? { sponsors: shown.sponsors } : {}),
      });
      const { fileType, scale } = exportOptionsOf(request);
      const layout = { kind: 'weekend' as const, input };
      const rendered = await rasterize(workspaceId, layout, null, { fileType, scale }, heldTags);
      exportSponsors.madeFile(workspaceId, shown, fileType, rendered.bytes);
      const fileName = overviewFileName({
        from: request.from,
        to: request.to,
        kind,
        club: clubName ?? rows[0]?.home ?? null,
        language: fileLanguage ?? request.language ?? 'de',
        fileType,
      });
      return answer(rendered, fileType, fileName, shown);
    } catch (error) {
      throw sportsFailure(error, deps.logger);
    }
  }

  return weekendPost;
}
