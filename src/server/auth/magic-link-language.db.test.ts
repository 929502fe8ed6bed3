import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { magicLinkTexts } from '#server/auth/magic-link-mail.ts';
import { requestMagicLink } from '#server/testing/auth.ts';
import { parseEml, type ParsedMail } from '#server/testing/parse-eml.ts';
import { signedInServer } from '#server/testing/signed-in-server.ts';

/** The file's server; the tests sign their people in themselves. */
const t = signedInServer({});

/** The mail to an address as a mail program shows it, read from the outbox. */
async function mailTo(email: string): Promise<ParsedMail> {
  for (const file of (await readdir(t.server.outboxDir)).filter((f) => f.endsWith('.eml'))) {
    const mail = parseEml(await readFile(path.join(t.server.outboxDir, file)));
    if (mail.to.toLowerCase() === email) return mail;
  }
  throw new Error(`No mail for ${email}`);
}

describe('the sign-in mail speaks the language the person asked in', () => {
  it.each([
    ['fr', 'lea@hcbienne.ch', 'Ton lien de connexion à Matchpost', 'Bonjour,', 'Se connecter'],
    ['it', 'luca@hclugano.ch', 'Il tuo link di accesso a Matchpost', 'Ciao,', 'Accedi'],
    ['en', 'sam@club.ch', 'Your Matchpost sign-in link', 'Hello,', 'Sign in'],
    ['de', 'anna@fcbasel.ch', 'Dein Anmeldelink für Matchpost', 'Hallo,', 'Anmelden'],
  ])('%s', async (language, email, subject, greeting, button) => {
    const sent = await requestMagicLink(t.server.url, email, language);
    expect(sent.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail.text).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`>${button}</a>`);
  });

  it('a regional code counts as its language, an unknown one falls back to German', async () => {
    await requestMagicLink(t.server.url, 'marie@lausanne.ch', 'fr-CH');
    expect((await mailTo('marie@lausanne.ch')).subject).toBe(magicLinkTexts.fr.subject);
    await requestMagicLink(t.server.url, 'jan@club.nl', 'nl');
    expect((await mailTo('jan@club.nl')).subject).toBe(magicLinkTexts.de.subject);
  });
});
