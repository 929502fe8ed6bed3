import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logging/logger.ts';
import { extractLinks, OutboxMailer } from '#server/mail/outbox-mailer.ts';
import { parseEml } from '#server/testing/parse-eml.ts';

const root = mkdtempSync(path.join(tmpdir(), 'matchpost-outbox-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const link =
  'http://127.0.0.1:3000/api/auth/magic-link/verify?token=Zq3xT0kLw9yVb2Nc8RfUe4HsJm6PaDg1&callbackURL=%2Fstudio';

function outbox(name: string) {
  const dir = path.join(root, name, 'outbox');
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', format: 'json', write: (line) => lines.push(line) });
  return {
    dir,
    lines,
    mailer: new OutboxMailer(dir, 'Matchpost <no-reply@matchpost.local>', logger),
  };
}

describe('OutboxMailer', () => {
  it('writes a mail with an idempotency key once, however often it is handed over (a retry after a kill)', async () => {
    const { dir, mailer } = outbox('once');
    const message = {
      to: 'anna.muster@fcbasel.ch',
      subject: 'Dein Post',
      text: 'Der Post ist fertig.',
      headers: { 'List-Unsubscribe': '<http://127.0.0.1:3000/u>' },
      attachments: [
        { filename: 'post.png', content: Buffer.from('png'), contentType: 'image/png' },
      ],
      idempotencyKey: 'game-day-2f6c1d9e',
    };
    expect(await mailer.handedOff('game-day-2f6c1d9e')).toBe(false);
    await mailer.send(message);
    // The file tells a retry that the mail went out (ADR 052).
    expect(await mailer.handedOff('game-day-2f6c1d9e')).toBe(true);
    expect(await mailer.handedOff('game-day-other')).toBe(false);
    const first = await readFile(path.join(dir, 'mail-game-day-2f6c1d9e.eml'), 'utf8');
    await mailer.send({ ...message, subject: 'Dein Post (again)' });
    expect(await readdir(dir)).toEqual(['mail-game-day-2f6c1d9e.eml']);
    expect(await readFile(path.join(dir, 'mail-game-day-2f6c1d9e.eml'), 'utf8')).toBe(first);
    const mail = parseEml(first);
    expect(mail.headers.get('message-id')).toBe('<game-day-2f6c1d9e@matchpost.local>');
    expect(mail.headers.get('list-unsubscribe')).toBe('<http://127.0.0.1:3000/u>');
  });

  it('writes each mail as an .eml file that a mail program can read', async () => {
    const { dir, mailer } = outbox('one');
    await mailer.send({
      to: 'anna.muster@fcbasel.ch',
      subject: 'Dein Anmeldelink für Matchpost',
      text: `Hallo Anna\n\nMelde dich mit diesem Link an: ${link}\n\nDer Link gilt 10 Minuten.`,
      html: `<p>Hallo Anna</p><p><a href="${link}">Anmelden</a></p>`,
    });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[\dT-]+Z-\d+-\d{6}\.eml$/);
    expect(files[0]).not.toContain('anna');
    const mail = parseEml(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(mail.subject).toBe('Dein Anmeldelink für Matchpost');
    expect(mail.to).toBe('anna.muster@fcbasel.ch');
    expect(mail.from).toBe('Matchpost <no-reply@matchpost.local>');
    expect(mail.headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(mail.headers.get('date')).toBeTruthy();
    expect(mail.text).toBe(
      `Hallo Anna\n\nMelde dich mit diesem Link an: ${link}\n\nDer Link gilt 10 Minuten.`,
    );
    expect(mail.html).toContain(`<a href="${link}">Anmelden</a>`);
  });

  it('prints the links of each mail to the log, with where the file is', async () => {
    const { dir, lines, mailer } = outbox('log');
    await mailer.send({
      to: 'ben@ehc.ch',
      subject: 'Anmelden',
      text: `Melde dich an: ${link}.\nHilfe (https://matchpost.ch/help) gibt es auch.`,
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    const [file] = await readdir(dir);
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'mail written to outbox',
      to: 'ben@ehc.ch',
      subject: 'Anmelden',
      file: path.join(dir, file ?? ''),
      links: [link, 'https://matchpost.ch/help'],
    });
  });

  it('keeps every mail, in sending order, even to the same address', async () => {
    const { dir, mailer } = outbox('many');
    for (let i = 1; i <= 12; i += 1) {
      await mailer.send({ to: 'clara@uhc.ch', subject: `Mail ${i}`, text: `Nummer ${i}` });
    }
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(12);
    const subjects = await Promise.all(
      files.map(async (file) => parseEml(await readFile(path.join(dir, file), 'utf8')).subject),
    );
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i + 1}`));
  });

  it('keeps recipient addresses out of the file path, however odd or long', async () => {
    const { dir, mailer } = outbox('odd');
    await mailer.send({ to: '"Dora / Admin" <dora@club.ch>', subject: 'Hallo', text: 'Hallo' });
    await mailer.send({
      to: `${'a'.repeat(240)}@${'b'.repeat(60)}.ch`,
      subject: 'Lang',
      text: 'x',
    });
    const [file, long] = (await readdir(dir)).sort();
    expect(file).toMatch(/^[\dT-]+Z-\d+-\d{6}\.eml$/);
    expect(long).toMatch(/^[\dT-]+Z-\d+-\d{6}\.eml$/);
    expect(parseEml(await readFile(path.join(dir, file ?? ''), 'utf8')).to).toBe(
      '"Dora / Admin" <dora@club.ch>',
    );
  });
});

describe('extractLinks', () => {
  it('finds every http(s) link and leaves out the punctuation around it', () => {
    expect(
      extractLinks(
        'Erst https://a.ch/x?y=1, dann (http://b.ch/z). Und <https://c.ch/>! Kein ftp://d.ch.',
      ),
    ).toEqual(['https://a.ch/x?y=1', 'http://b.ch/z', 'https://c.ch/']);
    expect(extractLinks('Kein Link hier.')).toEqual([]);
  });
});
