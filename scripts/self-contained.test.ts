import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, tests, docs and configs point to its own docs
 * (docs/product.md, docs/architecture.md, docs/decisions/), never to files outside it, and never
 * to an issue tracker's numbers, which a clone does not have.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

/** What points outside: a path above the repository, the specification files beside it, tracker numbers. */
export const outsideReferences: { name: string; pattern: RegExp }[] = [
  { name: 'a path outside the repository', pattern: /\.\.\/shared\b/ },
  {
    name: 'a specification file outside the repository',
    pattern: /\b(SPEC|DESIGN|NOTES|STYLE)\.md\b/,
  },
  { name: 'an issue tracker number', pattern: /\b(issues?|tasks?|tickets?)\s+#?\d+\b/i },
  { name: 'an issue tracker number', pattern: /(^|[\s(])#\d{1,4}\b(?![0-9a-f])/ },
];

/** Each line of `text` that points outside, as 'line N: reason'. */
export function findOutsideReferences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of outsideReferences) {
      if (pattern.test(line))
        found.push(`line ${index + 1}: ${name}: ${line.trim().slice(0, 120)}`);
    }
  });
  return found;
}

/** The tracked files of the places that must explain themselves. */
function checkedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  const places =
    /^(src|e2e|docs|scripts|bench|\.ci)\/|^[^/]+\.(ts|js|mjs|json|md)$|^\.env\.example$|^Dockerfile$/;
  return listed.filter(
    (file) =>
      places.test(file) &&
      !/\.(png|jpe?g|ttf|otf|woff2?|ico|webp|gif)$/.test(file) &&
      file !== 'package-lock.json' &&
      !file.startsWith('src/server/db/migrations/meta/') &&
      !file.includes('/golden/') &&
      file !== 'bench/results.json',
  );
}

describe('the repository explains itself', () => {
  it('finds each kind of outside reference in a planted text, and none in clean text', () => {
    // Planted texts are put together here, so this file itself points nowhere.
    const up = ['..', 'shared'].join('/');
    const spec = ['SPEC', 'md'].join('.');
    const design = ['DESIGN', 'md'].join('.');
    expect(findOutsideReferences(`// rules of ${up}/${spec} section 8`)).toHaveLength(2);
    expect(findOutsideReferences(` * as ${design} section 5 says`)).toHaveLength(1);
    expect(findOutsideReferences(`// fixed for ${'issue'} ${15}`)).toHaveLength(1);
    expect(findOutsideReferences(`// see ${'#'}12 for the reason`)).toHaveLength(1);
    expect(
      findOutsideReferences(
        [
          '// docs/product.md section 8, ADR 017',
          "const colour = '#1a1a1a';",
          'color: #ffffff; width: #{n}',
          '<a href="#pricing">',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('no file in src, e2e, docs, scripts, bench or the configs points outside', () => {
    const offenders = checkedFiles().flatMap((file) =>
      findOutsideReferences(readFileSync(path.join(root, file), 'utf8')).map(
        (hit) => `${file} ${hit}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
