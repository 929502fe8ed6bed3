import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  MiB,
  rssOf,
  signInToApp,
  startProductionApp,
  stopProductionApp,
  type ProductionApp,
} from './production-app.ts';
import { postForm } from '#server/testing/form-upload.ts';
import {
  detailedCrest,
  glyphLogo,
  slimLogo,
  worstAcceptedLogo,
} from '#shared/logos/testing/svg-logos.ts';

/**
 * An export with an SVG logo drawn as large as a post shows one (ADR 050): the production build
 * as its own process, one Pro user, a template with the logo 1000x900 canvas units (2048 px at
 * the export's scale). Each logo is put into the app's storage as if stored before any rule (so
 * the code before and after the bounds draw the same file) and the upload's answer to it is
 * noted; then one export is timed from the request to the last byte, and the app's RSS is
 * sampled every 10 ms from /proc: its peak during the export above the RSS before. The code
 * before the bounds is measured by pointing BENCH_APP_DIR at a built checkout of it.
 */
const logos = {
  /** A rich club crest, for scale. */
  crest: detailedCrest(),
  /** The costliest logo the upload takes after the bounds: 20:1, 1200 glyphs of 102 px. */
  worstAccepted: worstAcceptedLogo(),
  /** The probe's 1 x 50 px logo: +1.6 GB and 4.3 s for one export. */
  probeSlim: slimLogo(50),
  /** The probe's 200,000 glyphs: 12 s of CPU, then 422 (last: its CPU may outlast the answer). */
  probeText: glyphLogo(200_000),
};

async function call(
  app: ProductionApp,
  cookie: string,
  method: string,
  route: string,
  body?: unknown,
) {
  return fetch(`${app.url}${route}`, {
    method,
    headers: { origin: app.url, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function setUp(app: ProductionApp) {
  const cookie = await signInToApp(app, 'logo-bench@club.ch');
  const checkout = (await (
    await call(app, cookie, 'POST', '/api/billing/checkout', { tier: 'pro', interval: 'yearly' })
  ).json()) as { url: string };
  const session = new URL(checkout.url, app.url).searchParams.get('session') ?? '';
  await call(app, cookie, 'POST', `/api/billing/demo/checkout/${session}/pay`);
  const me = (await (await call(app, cookie, 'GET', '/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  const gql = async <T>(query: string): Promise<T> =>
    (
      (await (
        await fetch(`${app.url}/api/swissunihockey?query=${encodeURIComponent(query)}`)
      ).json()) as { data: T }
    ).data;
  const { clubs } = await gql<{ clubs: { id: string }[] }>('{ clubs { id } }');
  const club = clubs[0]!;
  const { teams } = await gql<{ teams: { id: string }[] }>(
    `{ teams(clubId: "${club.id}") { id } }`,
  );
  const team = teams[0]!;
  const { games } = await gql<{ games: { id: string }[] }>(
    `{ games(teamId: "${team.id}") { id } }`,
  );
  const exportBody = (design: { templateId: string } | { theme: 'default' }) => ({
    ...design,
    sport: 'unihockey',
    clubId: club.id,
    teamId: team.id,
    gameIds: [games[0]!.id],
    mode: 'preview',
    format: '4:5',
    isHomeGame: true,
    showResultDetail: true,
  });
  return { cookie, userId: me.user.id, exportBody };
}

/** The logo's file where the disk storage keeps it, as an upload before the rules left it. */
function storeLogo(app: ProductionApp, userId: string, name: string, svg: string): string {
  const key = `logos/${userId}/${Date.now()}-${name}.svg`;
  const file = path.join(app.dataDir, 'storage', key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  writeFileSync(`${file}.meta`, JSON.stringify({ contentType: 'image/svg+xml' }));
  return `/api/files/${key}`;
}

export async function run(): Promise<Record<string, unknown>> {
  const app = await startProductionApp('svg-logo');
  const figures: Record<string, unknown> = {
    code: process.env.BENCH_APP_DIR ? `built at ${process.env.BENCH_APP_DIR}` : 'this checkout',
  };
  try {
    const { cookie, userId, exportBody } = await setUp(app);
    // Threads started, fonts read, the default post's background prepared.
    const warm = await call(app, cookie, 'POST', '/api/exports', exportBody({ theme: 'default' }));
    await warm.arrayBuffer();
    const pid = app.child.pid ?? 0;
    for (const [name, svg] of Object.entries(logos)) {
      const upload = await postForm(
        app.url,
        cookie,
        '/api/logos',
        { bytes: svg, name: `${name}.svg`, type: 'image/svg+xml' },
        { name, logoType: 'sponsor' },
      );
      const uploadAnswer =
        upload.status === 201
          ? 201
          : `${upload.status} ${((await upload.json()) as { error: { code: string } }).error.code}`;
      const href = storeLogo(app, userId, name, svg);
      const saved = await call(app, cookie, 'POST', '/api/templates', {
        name: `Logo ${name}`,
        supportedGames: 1,
        svgConfig: {
          format: '4:5',
          backgroundColor: '#102030',
          elements: [{ id: 'logo', type: 'image', x: 40, y: 40, width: 1000, height: 900, href }],
        },
      });
      if (saved.status !== 201) throw new Error(`template ${saved.status}: ${await saved.text()}`);
      const templateId = ((await saved.json()) as { id: string }).id;
      const before = rssOf(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
      const started = performance.now();
      const answer = await call(app, cookie, 'POST', '/api/exports', exportBody({ templateId }));
      await answer.arrayBuffer();
      const exportMs = Math.round(performance.now() - started);
      clearInterval(sampler);
      figures[name] = {
        svgBytes: svg.length,
        upload: uploadAnswer,
        exportStatus: answer.status,
        exportMs,
        rssBeforeMiB: Math.round(before / MiB),
        rssGrowthMiB: Math.round((Math.max(peak, rssOf(pid)) - before) / MiB),
      };
      console.log(name, JSON.stringify(figures[name]));
    }
  } finally {
    await stopProductionApp(app);
  }
  return figures;
}
