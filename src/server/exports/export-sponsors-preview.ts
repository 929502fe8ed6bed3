import { parseExportRequest } from '#shared/exports/export-request.ts';
import { noSponsors, type PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import type { ExportServiceDeps } from '#server/exports/export.service.ts';
import { invalid, type createExportSources } from '#server/exports/export-sources.ts';
import { sponsoredPost, type ExportSponsors } from '#server/exports/export-sponsors.ts';

/**
 * POST /api/exports/sponsors behind the route (ADR 064): the sponsors the post of `body` would
 * show now, for the studio's preview. The export's own checks (the body, the club's team, the
 * slot rule, the design, the games) and the rotation's choice, nothing recorded, the logos as
 * signed addresses a browser reads.
 */
export function createSponsorsPreview(
  deps: Pick<ExportServiceDeps, 'entitlements' | 'teamSlots' | 'now'>,
  { clubTeam, design, games }: ReturnType<typeof createExportSources>,
  exportSponsors: ExportSponsors,
) {
  const now = () => deps.now?.() ?? new Date();
  return async function sponsorsPreview(workspaceId: string, body: unknown): Promise<PostSponsors> {
    const parsed = parseExportRequest(body);
    if (!parsed.success) {
      throw invalid(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const request = parsed.data;
    const entitlements = await deps.entitlements.entitlements(workspaceId);
    const team = await clubTeam(workspaceId, request);
    const held = await deps.teamSlots.assertExportAllowed(
      workspaceId,
      { sport: request.sport, teamId: request.teamId },
      entitlements,
    );
    const postDesign = await design(workspaceId, request, entitlements);
    const postGames = request.mode === 'standings' ? [] : await games(workspaceId, request);
    const post = sponsoredPost({
      workspaceId,
      request,
      postDesign,
      held,
      team,
      postGames,
      now,
      maxSponsors: entitlements.limits.maxSponsors,
    });
    const shown = await exportSponsors.sponsorsOf(
      { ...post, choice: 'auto' },
      { record: false, address: 'browser' },
    );
    return shown?.sponsors ?? noSponsors;
  };
}
