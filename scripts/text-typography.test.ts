import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formalGermanWords, frenchSpacingProblems, textsOf } from './text-typography.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every language file of one language: interface, errors, mails, posts, legal pages. */
function languageFiles(language: 'de' | 'fr'): string[] {
  const files = [
    `src/client/i18n/${language}.ts`,
    `src/shared/errors/texts/${language}.ts`,
    `src/server/mail/texts/${language}.ts`,
    `src/shared/i18n/interface/${language}.ts`,
    `src/shared/i18n/post/${language}.ts`,
  ];
  const legal = 'src/client/features/legal/content';
  for (const name of readdirSync(path.join(root, legal))) {
    if (name.endsWith(`-${language}.ts`)) files.push(`${legal}/${name}`);
  }
  return files;
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * The contract's texts that use the formal address word for word (SPEC section 5, game
 * selection): they stand as given until the contract changes.
 */
const formalInContract = ['Ihr Abo erlaubt maximal'];

describe('French punctuation', () => {
  it('finds a missing or ordinary space before : ; ! ? and inside « »', () => {
    expect(frenchSpacingProblems('Suppression impossible: réessaie')).toHaveLength(1);
    expect(frenchSpacingProblems('Suppression impossible : réessaie')).toHaveLength(1);
    expect(frenchSpacingProblems('Tu es sûr ?')).toHaveLength(1);
    expect(frenchSpacingProblems('Bravo!')).toHaveLength(1);
    expect(frenchSpacingProblems('dans «Mes équipes»')).toHaveLength(2);
    expect(frenchSpacingProblems('impossible\u202f\u202f: réessaie')).toHaveLength(1);
    expect(frenchSpacingProblems('Suppression impossible\u202f: réessaie')).toEqual([]);
    expect(frenchSpacingProblems('Tu es sûr\u00a0?')).toEqual([]);
    expect(frenchSpacingProblems('dans «\u202fMes équipes\u202f»')).toEqual([]);
    expect(frenchSpacingProblems('à 10:30, format 4:5, https://matchpost.ch/?a=1')).toEqual([]);
  });

  it('holds in every French text of the app', () => {
    const problems = languageFiles('fr').flatMap((file) =>
      textsOf(read(file), file).flatMap(({ line, text }) =>
        frenchSpacingProblems(text).map((problem) => `${file}:${line} ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe("German: the app says 'du'", () => {
  it('finds the formal address', () => {
    expect(formalGermanWords('Ihr Abo erlaubt es. Wir danken Euch. Ihnen auch.')).toEqual([
      'Ihr',
      'Euch',
      'Ihnen',
    ]);
    expect(
      formalGermanWords('Dein Abo, ihre Daten? Sie gehören dir. Danke für eure Hilfe!'),
    ).toEqual([]);
  });

  it('holds in every German text of the app but the contract’s own', () => {
    const found = languageFiles('de').flatMap((file) =>
      textsOf(read(file), file)
        .filter(({ text }) => !formalInContract.some((given) => text.includes(given)))
        .flatMap(({ line, text }) =>
          formalGermanWords(text).map((word) => `${file}:${line} ${word}: ${text}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
