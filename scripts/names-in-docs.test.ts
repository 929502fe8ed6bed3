import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The docs and the code's comments name only what exists: every UPPER_SNAKE name (an
 * environment variable, an error code, a constant) that README.md, docs/ (ADRs superseded by
 * another page aside: they are history) or a comment in src/, e2e/, bench/ and scripts/ names
 * must be in the code itself (outside comments) or in .env.example; names of other systems are
 * listed below. A renamed variable left in a
 * sentence (`BAND_CACHE_BYTES` for `BAND_CACHE_MB`) fails here.
 */
const root = path.join(import.meta.dirname, '..');
const upperSnake = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

/** A source file's code and its comments, apart. */
function codeAndComments(text: string): { code: string; comments: string } {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    text,
  );
  let code = '';
  let comments = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const token = scanner.getTokenText();
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      comments += `${token}\n`;
    } else {
      code += `${token} `;
    }
  }
  return { code, comments };
}

const sources = [
  ...files('src', /\.(ts|tsx)$/),
  ...files('e2e', /\.ts$/),
  ...files('bench', /\.ts$/),
  ...files('scripts', /\.(ts|mjs)$/),
].filter((file) => file !== import.meta.filename);

/**
 * Names of other systems the docs may cite: a file flag, a browser's network error, the kernel's
 * memory limits, glibc's allocator settings.
 */
const outsideNames = [
  'O_EXCL',
  'ERR_PROXY_CONNECTION_FAILED',
  'RLIMIT_DATA',
  'RLIMIT_AS',
  'MALLOC_ARENA_MAX',
  'MALLOC_MMAP_THRESHOLD_',
];
const split = sources.map((file) => ({ file, ...codeAndComments(readFileSync(file, 'utf8')) }));

/** Every UPPER_SNAKE name the code and .env.example define or use. */
function knownNames(): Set<string> {
  const known = new Set<string>(outsideNames);
  for (const { code } of split) for (const name of code.match(upperSnake) ?? []) known.add(name);
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  for (const match of example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)) known.add(match[1] as string);
  return known;
}

/** The UPPER_SNAKE names in backticks of a Markdown text. */
function namesInMarkdown(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g))
    names.push(...(match[1]?.match(upperSnake) ?? []));
  return names;
}

function isSuperseded(markdown: string): boolean {
  // The Status paragraph, to its blank line.
  return /^Status:(?:[^\n]|\n(?!\n))*superseded/im.test(markdown);
}

function unknownNames(known: Set<string>) {
  const unknown: string[] = [];
  const markdown = [path.join(root, 'README.md'), ...files('docs', /\.md$/)];
  for (const file of markdown) {
    const text = readFileSync(file, 'utf8');
    if (isSuperseded(text)) continue;
    for (const name of namesInMarkdown(text)) {
      if (!known.has(name)) unknown.push(`${path.relative(root, file)}: ${name}`);
    }
  }
  for (const { file, comments } of split) {
    for (const name of comments.match(upperSnake) ?? []) {
      if (!known.has(name)) unknown.push(`${path.relative(root, file)}: ${name}`);
    }
  }
  return [...new Set(unknown)];
}

describe('names in the docs and comments', () => {
  it('are names the code or .env.example has', () => {
    expect(unknownNames(knownNames())).toEqual([]);
  });

  it('finds a name nobody defines (the check can fail)', () => {
    const known = knownNames();
    expect(known.has('RENDER_MEMORY_MB')).toBe(true);
    expect(namesInMarkdown('set `BAND_CACHE_BYTES=64` and `RENDER_MEMORY_MB`')).toEqual([
      'BAND_CACHE_BYTES',
      'RENDER_MEMORY_MB',
    ]);
    expect(known.has('BAND_CACHE_BYTES')).toBe(false);
    expect(codeAndComments('const a = 1; // NOT_DEFINED here\n').comments).toContain('NOT_DEFINED');
    expect(codeAndComments('const a = 1; // NOT_DEFINED here\n').code).not.toContain('NOT_DEFINED');
  });
});
