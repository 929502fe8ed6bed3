import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findHardCodedTexts } from './hard-coded-text.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('the hard-coded text check', () => {
  it('finds planted texts in JSX and in visible attributes', () => {
    const planted = [
      'export function Planted({ n }: { n: number }) {',
      '  return (',
      '    <div title="Einstellungen">',
      '      <h1>Willkommen zurück</h1>',
      "      <input placeholder={'Club suchen'} aria-label={`Spiel ${n} wählen`} />",
      "      <img alt={n > 1 ? 'Logos' : 'Logo'} src=\"/a.png\" />",
      "      <p>{'Noch keine Teams'}</p>",
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(findHardCodedTexts(planted)).toEqual([
      { line: 3, text: 'Einstellungen', where: 'title' },
      { line: 4, text: 'Willkommen zurück', where: 'text' },
      { line: 5, text: 'Club suchen', where: 'placeholder' },
      { line: 5, text: 'Spiel wählen', where: 'aria-label' },
      { line: 6, text: 'Logos', where: 'alt' },
      { line: 7, text: 'Noch keine Teams', where: 'text' },
    ]);
  });

  it('lets t(...) calls, names, numbers and punctuation pass', () => {
    const clean = [
      'export function Clean({ t, count }: { t(key: string): string; count: number }) {',
      '  return (',
      '    <div title={t(\'nav.menu\')} className="flex gap-2" data-testid="menu">',
      "      <h1>{t('landing.hero.title')}</h1>",
      '      <span>Matchpost</span> <span>Instagram</span>',
      '      <span>{count} · 4:5 – 100 %</span>',
      '      <input placeholder="name@club.ch" aria-label={t(\'auth.emailLabel\')} />',
      '      <code>DELETE</code>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    // 'name@club.ch' has letters: an example address belongs in the texts, like everything else.
    expect(findHardCodedTexts(clean)).toEqual([
      { line: 7, text: 'name@club.ch', where: 'placeholder' },
    ]);
  });

  it('finds no hard-coded text in the components', { timeout: 30_000 }, () => {
    const findings = components(path.join(root, 'src/client')).flatMap((file) =>
      findHardCodedTexts(readFileSync(file, 'utf8'), file).map(
        (found) => `${path.relative(root, file)}:${found.line} ${found.where}: ${found.text}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
