/**
 * Renders a post from the command line with the same code as the export:
 *   npm run render -- --sport unihockey --game ID[,ID,ID] --theme default|light|dark|club
 *     --mode preview|result [--home] [--detail] [--format 4:5|1:1|1100:800|9:16]
 *     [--club home|away] [--lang de|fr|it|en] [--brand-mark] [--background FILE] [--svg]
 *     [--scale N] [--file-type png|jpeg] --out FILE
 *   npm run render -- --sport unihockey --mode standings --team ID [--club-id ID]
 *     [--theme ...] [--format ...] [--lang de|fr|it|en] [--background FILE] [--svg]
 *     [--scale N] [--file-type png|jpeg] --out FILE
 *   npm run render -- --sport unihockey --mode weekend --club-id ID --team ID[,ID...]
 *     --from YYYY-MM-DD --to YYYY-MM-DD [--results] [--theme ...] [--format 4:5|9:16]
 *     [--lang ...] [--brand-mark] [--background FILE] [--svg] --out FILE
 * Game data comes from the sports data layer (SPORTS_DATA=demo for the bundled demo data); the
 * post is composed as the export composes it (`--club`: the side of the first game whose logo
 * colours the 'club' theme, as the exporting team's side does in the app). The standings post
 * draws the table of the team's league; the 'club' theme takes the colours of the team's first
 * game, home side. The game-day overview post (`--mode weekend`) lists the teams' games in the
 * window (2 to 12), previews or, with --results, the results of the games played.
 * `--scale 1` writes the platform's size (1080 px wide for 4:5), 2 (the default) the export's;
 * `--file-type jpeg` writes the export's JPEG (ADR 024), the default is PNG unless `--out` ends
 * in .jpg or .jpeg.
 * Bad arguments or an unknown game: a message on stderr and exit code 2.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { formats, isFormat } from '#shared/templates/formats.ts';
import { exportFileTypes, isExportFileType } from '#shared/exports/export-file.ts';
import { hasResult, isSport, sports, type Game } from '#shared/sports/sports.ts';
import { isThemeId, themeIds } from '#shared/themes/theme-colors.ts';
import { isPostLanguage, postLanguages } from '#shared/i18n/post-language.ts';
import { ConfigError, loadConfig } from '#server/config/env.ts';
import { sharedImageFetcher } from '#server/images/safe-fetch.ts';
import { createLogger } from '#server/logging/logger.ts';
import { createStorage } from '#server/storage/create-storage.ts';
import type { SportsData } from '#server/sports/sports-data.ts';
import { createRenderCliServices } from '#server/render-parts.ts';
import { gameInWindow } from '#shared/weekend/weekend.schema.ts';
import { windowProblem } from '#shared/weekend/weekend.schema.ts';
import {
  isWeekendFormat,
  maxWeekendGames,
  minWeekendGames,
  ownLogo,
  weekendRows,
  type WeekendEntry,
  type WeekendRow,
} from '#shared/themes/weekend-template.ts';

class UsageError extends Error {}

const usage = `usage: npm run render -- --sport ${sports.join('|')} --game ID[,ID,ID] --theme ${themeIds.join('|')}
  --mode preview|result [--home] [--detail] [--format ${formats.join('|')}] [--club home|away]
  [--lang ${postLanguages.join('|')}] [--brand-mark] [--background FILE] [--svg] [--scale N]
  [--file-type ${exportFileTypes.join('|')}] --out FILE
       npm run render -- --sport ${sports.join('|')} --mode standings --team ID [--club-id ID]
  [--theme ...] [--format ...] [--lang ${postLanguages.join('|')}] [--background FILE] [--svg]
  [--scale N] [--file-type ${exportFileTypes.join('|')}] --out FILE
       npm run render -- --sport ${sports.join('|')} --mode weekend --club-id ID --team ID[,ID...]
  --from YYYY-MM-DD --to YYYY-MM-DD [--results] [--theme ...] [--format 4:5|9:16] [--lang ...] --out FILE`;

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        sport: { type: 'string' },
        game: { type: 'string' },
        team: { type: 'string' },
        'club-id': { type: 'string' },
        lang: { type: 'string' },
        language: { type: 'string' },
        'brand-mark': { type: 'boolean', default: false },
        theme: { type: 'string', default: 'default' },
        mode: { type: 'string', default: 'preview' },
        home: { type: 'boolean', default: false },
        detail: { type: 'boolean', default: false },
        format: { type: 'string', default: '4:5' },
        club: { type: 'string', default: 'home' },
        background: { type: 'string' },
        svg: { type: 'boolean', default: false },
        scale: { type: 'string', default: '2' },
        'file-type': { type: 'string' },
        out: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        results: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { sport, game, theme, mode, format, club, out, team } = parsed;
  const language = parsed.lang ?? parsed.language ?? 'de';
  if (!isSport(sport)) throw new UsageError(`--sport must be one of ${sports.join(', ')}`);
  if (mode !== 'preview' && mode !== 'result' && mode !== 'standings' && mode !== 'weekend')
    throw new UsageError('--mode must be preview, result, standings or weekend');
  const gameIds = (game ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (mode === 'weekend') {
    if (!team?.trim() || !parsed['club-id']?.trim())
      throw new UsageError('--mode weekend needs --club-id ID and --team ID[,ID...]');
    const problem = windowProblem(parsed.from ?? '', parsed.to ?? '');
    if (problem) throw new UsageError('--from and --to must be dates of a window of 1 to 14 days');
    if (!isWeekendFormat(format)) throw new UsageError('--mode weekend draws 4:5 or 9:16');
  } else if (mode === 'standings') {
    if (!team?.trim()) throw new UsageError('--mode standings needs --team ID');
    if (gameIds.length > 0) throw new UsageError('--mode standings takes --team, not --game');
  } else if (gameIds.length < 1 || gameIds.length > 3)
    throw new UsageError('--game takes one to three game ids, comma-separated');
  if (!isThemeId(theme)) throw new UsageError(`--theme must be one of ${themeIds.join(', ')}`);
  if (!isPostLanguage(language))
    throw new UsageError(`--lang must be one of ${postLanguages.join(', ')}`);
  if (!isFormat(format)) throw new UsageError(`--format must be one of ${formats.join(', ')}`);
  if (club !== 'home' && club !== 'away') throw new UsageError('--club must be home or away');
  if (!out) throw new UsageError('--out FILE is required');
  const scale = Number(parsed.scale);
  if (!(scale >= 0.1 && scale <= 4)) throw new UsageError('--scale must be a number from 0.1 to 4');
  const fileType = parsed['file-type'] ?? (/\.jpe?g$/i.test(out) ? 'jpeg' : 'png');
  if (!isExportFileType(fileType))
    throw new UsageError(`--file-type must be one of ${exportFileTypes.join(', ')}`);
  return {
    sport,
    gameIds,
    theme,
    mode,
    format,
    club,
    out,
    scale,
    fileType,
    teamId: team?.trim() ?? '',
    clubId: parsed['club-id']?.trim() || null,
    language,
    brandMark: parsed['brand-mark'],
    home: parsed.home,
    detail: parsed.detail,
    background: parsed.background,
    svg: parsed.svg,
    from: parsed.from ?? '',
    to: parsed.to ?? '',
    results: parsed.results,
  } as const;
}

/** The teams' games in the window as rows of the overview post, by day and time, each once. */
async function weekendRowsOf(
  sportsData: SportsData,
  args: ReturnType<typeof parse>,
): Promise<WeekendRow[]> {
  const clubId = args.clubId ?? '';
  const teams = await sportsData.teams(args.sport, clubId, {});
  const entries: WeekendEntry[] = [];
  for (const teamId of args.teamId
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)) {
    const team = teams.find((candidate) => candidate.id === teamId);
    if (!team) throw new UsageError(`unknown ${args.sport} team ${teamId} of club ${clubId}`);
    for (const game of await sportsData.games(args.sport, teamId, clubId, {})) {
      // Results are the games played; a game still to come is no row of them.
      if (gameInWindow(game, args.from, args.to) && (!args.results || hasResult(game))) {
        entries.push({ sport: args.sport, game, teamName: team.name });
      }
    }
  }
  const rows = weekendRows(entries);
  if (rows.length < minWeekendGames || rows.length > maxWeekendGames) {
    throw new UsageError(
      `the window holds ${rows.length} games; the overview post shows ${minWeekendGames} to ${maxWeekendGames}`,
    );
  }
  return rows;
}

function sniffImageMime(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57) return 'image/webp';
  return null;
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  const config = loadConfig();
  const logger = createLogger({ level: 'error', format: 'pretty' });
  // The server's composition root builds the CLI's parts too: the same rendering, one set of
  // render threads (closed at the end), sports data without stored club API keys.
  const services = createRenderCliServices({
    config,
    logger,
    storage: await createStorage(config),
    imageFetcher: sharedImageFetcher(),
  });
  try {
    await render(args, services);
  } finally {
    await services.renderThreads.close();
  }
}

async function render(
  args: ReturnType<typeof parse>,
  { sportsData, composition, rasterizer }: ReturnType<typeof createRenderCliServices>,
): Promise<void> {
  const games: Game[] = [];
  for (const id of args.gameIds) {
    const game = await sportsData.game(args.sport, id, {});
    if (!game) throw new UsageError(`unknown ${args.sport} game: ${id}`);
    games.push(game);
  }
  const standings =
    args.mode === 'standings'
      ? await sportsData.standings(args.sport, args.teamId, args.clubId, {})
      : null;
  if (args.mode === 'standings' && !standings) {
    throw new UsageError(`no ${args.sport} table for team ${args.teamId}`);
  }

  let background: { bytes: Buffer; key: string; mime: string } | null = null;
  if (args.background) {
    let bytes: Buffer;
    try {
      bytes = await readFile(args.background);
    } catch {
      throw new UsageError(`cannot read --background ${args.background}`);
    }
    const mime = sniffImageMime(bytes);
    if (!mime) throw new UsageError('--background must be a JPEG, PNG or WebP image');
    const info = await stat(args.background);
    background = { bytes, mime, key: `file:${args.background}:${info.mtimeMs}:${info.size}` };
  }

  const backgroundHref = background
    ? `data:${background.mime};base64,${background.bytes.toString('base64')}`
    : null;
  let post;
  if (args.mode === 'weekend') {
    const rows = await weekendRowsOf(sportsData, args);
    post = await composition.composeWeekend({
      theme: args.theme,
      format: isWeekendFormat(args.format) ? args.format : '4:5',
      mode: args.results ? 'result' : 'preview',
      language: args.language,
      rows,
      crest: rows.map(ownLogo).find(Boolean) ?? null,
      backgroundHref,
      brandMark: args.brandMark,
    });
  } else if (standings) {
    const teamGames =
      args.theme === 'club' ? await sportsData.games(args.sport, args.teamId, args.clubId, {}) : [];
    const first = teamGames[0];
    post = await composition.composeStandings({
      theme: args.theme,
      standings,
      format: args.format,
      language: args.language,
      club: first ? { game: first, side: args.club } : null,
      backgroundHref,
    });
  } else {
    post = await composition.compose({
      design: { theme: args.theme },
      games,
      mode: args.mode === 'result' ? 'result' : 'preview',
      format: args.format,
      isHomeGame: args.home,
      showResultDetail: args.detail,
      clubSide: args.club,
      backgroundHref,
      language: args.language,
      sport: args.sport,
      // The post is for the club's side of the first game: its win or loss.
      teamName: args.club === 'away' ? games[0]?.teamAway : games[0]?.teamHome,
      brandMark: args.brandMark,
    });
  }

  if (args.svg) {
    await writeFile(args.out, await composition.standaloneSvg(post));
  } else {
    const source = background;
    const options = {
      scale: args.scale,
      background: source ? { key: source.key, load: async () => source.bytes } : null,
    };
    const file =
      args.fileType === 'jpeg'
        ? await rasterizer.jpeg(post, options)
        : await rasterizer.png(post, options);
    await writeFile(args.out, file);
  }
  process.stdout.write(`wrote ${args.out}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(
      `render: ${error.message}\n${error instanceof UsageError ? `${usage}\n` : ''}`,
    );
    process.exit(2);
  }
  process.stderr.write(
    `render failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
