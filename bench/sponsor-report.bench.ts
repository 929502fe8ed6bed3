import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchRuns, timingSummary } from './stats.ts';
import { fontDir } from '#server/render/font-files.ts';
import { reportCsv } from '#server/sponsors/report-csv.ts';
import { noisyPicture } from '#server/testing/pictures.ts';
import { reportPdf } from '#server/sponsors/report-pdf.ts';
import { reportPages } from '#server/sponsors/report-pages.ts';
import type { AppearanceLine } from '#server/sponsors/sponsor-appearance.repository.ts';

/**
 * The sponsor report's drawing (ADR 061), on this thread as the route runs it: the PDF of 50
 * sponsors (a Premium plan's most) with 20 appearances each (a month of a busy club) and with
 * 200 each (the report's bound of 10,000 rows), each page with four posts' pictures, and the
 * CSV of the 10,000. Measures whether the
 * PDF needs a worker thread: the project's line is 50 ms on the main thread.
 */
function lines(sponsors: number, each: number): AppearanceLine[] {
  const out: AppearanceLine[] = [];
  for (let s = 0; s < sponsors; s += 1) {
    for (let n = 0; n < each; n += 1) {
      out.push({
        sponsorId: `s${s}`,
        sponsorName: `Sponsor Nummer ${s} AG`,
        level: s === 0 ? 'main' : 'partner',
        teamName: `Herren ${n % 3}`,
        games: `UHC Thun – Floorball Köniz, ${(n % 28) + 1}.11.`,
        kind: n % 2 === 0 ? 'preview' : 'result',
        day: '2026-11-14',
        shownAt: new Date(Date.UTC(2026, 10, (n % 28) + 1, 10)),
        postKey: `k${n}`,
        published: [
          {
            platform: 'instagram',
            channelName: 'uhcthun',
            permalink: `https://www.instagram.com/p/${n}`,
          },
        ],
      });
    }
  }
  return out;
}

export async function run(): Promise<Record<string, unknown>> {
  const fonts = {
    regular: await readFile(path.join(fontDir, 'arimo-400.ttf')),
    bold: await readFile(path.join(fontDir, 'arimo-700.ttf')),
  };
  const runs = benchRuns(10);
  const results: Record<string, unknown> = {};
  for (const [name, each] of [
    ['pdf50x20', 20],
    ['pdf50x200', 200],
  ] as const) {
    const pages = reportPages(lines(50, each));
    // Each page shows four posts' pictures, as the kept ones are: 360 px JPEGs of a 4:5 post.
    const picture = await noisyPicture(360, 450, '#24507a').jpeg({ quality: 80 }).toBuffer();
    const pictures = Object.fromEntries(
      pages.flatMap((page) => page.posts).map((key) => [key, picture]),
    );
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs + 1; i += 1) {
      const started = performance.now();
      const pdf = await reportPdf({
        language: 'de',
        club: 'UHC Thun',
        crest: null,
        colour: '#d6203f',
        from: '2026-11-01',
        to: '2026-11-30',
        pages,
        pictures,
        fonts,
      });
      // The first run warms up the code; it is not counted.
      if (i > 0) times.push(performance.now() - started);
      bytes = pdf.byteLength;
    }
    results[name] = { ...timingSummary(times, 1), kB: Math.round(bytes / 1024) };
  }
  const all = lines(50, 200);
  const csvTimes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    reportCsv(all, 'de');
    csvTimes.push(performance.now() - started);
  }
  results['csv10000'] = timingSummary(csvTimes, 1);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await run());
