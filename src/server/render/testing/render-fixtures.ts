import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Game } from '#shared/sports/sports.ts';
import { ImageResolver } from '#server/render/image-resolver.ts';
import { DiskStorage } from '#server/storage/disk-storage.ts';
import { noisyPicture } from '#server/testing/pictures.ts';

/**
 * Fixed games for golden images, tests and the bench: dates and logos never change with the day
 * or the demo catalog, names are the longest of the demo data.
 */
function crest(primary: string, secondary: string, letters: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><path d="M100 10 L182 36 V98 C182 146 148 176 100 192 C52 176 18 146 18 98 V36 Z" fill="${primary}" stroke="${secondary}" stroke-width="8"/><path d="M100 10 L182 36 V72 H18 V36 Z" fill="${secondary}"/><text x="100" y="146" text-anchor="middle" font-family="Bebas Neue" font-size="64" fill="#ffffff">${letters}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const fixtureLogos = {
  green: crest('#15803d', '#f97316', 'GT'),
  red: crest('#dc2626', '#111827', 'TVM'),
  blue: crest('#1d4ed8', '#fde047', 'ZW'),
  purple: crest('#6d28d9', '#e9d5ff', 'RJ'),
};

export const fixtureGames: Game[] = [
  {
    id: 'fixture-1',
    teamHome: 'UHC Grünenmatt Tigers',
    teamAway: 'Unihockey Sense-See Düdingen Junioren U16 C Regionalmeisterschaft Sense-Oberland',
    date: '22.11.2026',
    time: '19:30',
    result: '5:3',
    resultDetail: '(2:1, 1:0, 2:2)',
    location: 'Sporthalle Grünenmatt',
    city: 'Grünenmatt',
    teamHomeLogo: fixtureLogos.green,
    teamAwayLogo: fixtureLogos.red,
  },
  {
    id: 'fixture-2',
    teamHome: 'HC Zürisee Wädenswil',
    teamAway: 'STV Rüti-Jona Unihockey U16 C',
    date: '22.11.2026',
    time: '17:00',
    result: '3:2',
    resultDetail: '(25:23, 23:25, 25:18, 22:25, 15:13)',
    location: 'Salle omnisport des Creusets',
    city: 'Sion',
    teamHomeLogo: fixtureLogos.blue,
    teamAwayLogo: fixtureLogos.purple,
  },
  {
    id: 'fixture-3',
    teamHome: 'UHC Näfels Glarnerland Junioren U16 C Regionalauswahl Glarnerland-Linth',
    teamAway: 'Floorball Thun-Oberland',
    date: '22.11.2026',
    time: '20:15',
    result: '12:11',
    resultDetail: '(4:4, 5:3, 3:4)',
    location: 'Lintharena',
    city: 'Näfels',
    teamHomeLogo: null,
    teamAwayLogo: fixtureLogos.green,
  },
];

/** An image resolver on a temp disk storage that refuses remote images (tests stay offline). */
export function offlineImageResolver(): ImageResolver {
  const dir = mkdtempSync(path.join(tmpdir(), 'matchpost-render-'));
  return new ImageResolver({
    storage: new DiskStorage(dir, 'test-secret-test-secret-test-secret', 'http://127.0.0.1'),
    fetchRemote: async (url) => {
      throw new Error(`no network in render tests: ${url}`);
    },
    appSecret: 'test-secret-test-secret-test-secret',
    // The fixtures' logos are data URLs; no crest is served here.
    crests: () => null,
  });
}

/** A 600x750 JPEG of blue-grey noise: a photo whose pixels no two bands share. */
export function noisyPhoto(): Promise<Buffer> {
  return noisyPicture(600, 750, { r: 60, g: 90, b: 140 }).jpeg().toBuffer();
}
