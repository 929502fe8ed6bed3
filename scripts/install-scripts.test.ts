import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` on a fresh clone prints no warning about install scripts (npm 11's
 * `install-scripts` advisory, a block in npm 12): every package of the lockfile that has one is
 * reviewed in package.json's `allowScripts`. esbuild's postinstall checks and links the binary
 * the build runs; each `@ffmpeg-installer` platform package's only makes its FFmpeg binary
 * executable (`chmod u+x ffmpeg`; the video export, ADR 063).
 */
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('install scripts', () => {
  it('are all reviewed in package.json, so npm install warns about none', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const allowed = (read('package.json').allowScripts ?? {}) as Record<string, boolean>;
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([place]) => place.slice(place.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect([...new Set(withScripts)].filter((name) => allowed[name] !== true)).toEqual([]);
  });
});
