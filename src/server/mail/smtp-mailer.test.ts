import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notHandedOff } from '#server/mail/mailer.ts';
import { SmtpMailer } from '#server/mail/smtp-mailer.ts';
import { startSmtpCatcher, type SmtpCatcher } from '#server/testing/smtp-catcher.ts';

// A real SMTP server on loopback, with password auth and without TLS (no certificate needed).
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ username: 'matchpost', password: 's3cret pass' });
});

afterAll(async () => {
  await smtp?.close();
});

describe('SmtpMailer', () => {
  it('delivers the mail to the SMTP server given by SMTP_URL, signed in with its credentials', async () => {
    const mailer = new SmtpMailer(
      `smtp://matchpost:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtp.port}`,
      'Matchpost <no-reply@matchpost.ch>',
    );
    const link =
      'https://matchpost.ch/api/auth/magic-link/verify?token=abcDEF123456&callbackURL=%2Fstudio';
    await mailer.send({
      to: 'anna.muster@fcbasel.ch',
      subject: 'Dein Anmeldelink für Matchpost',
      text: `Hallo Anna\n\nMelde dich an: ${link}`,
      html: `<a href="${link}">Anmelden</a>`,
    });
    await mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [delivery] = smtp.received;
    expect(delivery?.user).toBe('matchpost');
    expect(delivery?.from).toBe('no-reply@matchpost.ch');
    expect(delivery?.rcptTo).toEqual(['anna.muster@fcbasel.ch']);
    expect(delivery?.mail.to).toBe('anna.muster@fcbasel.ch');
    expect(delivery?.mail.from).toBe('Matchpost <no-reply@matchpost.ch>');
    expect(delivery?.mail.subject).toBe('Dein Anmeldelink für Matchpost');
    expect(delivery?.mail.text).toBe(`Hallo Anna\n\nMelde dich an: ${link}`);
    expect(delivery?.mail.html).toContain(`href="${link}"`);
  });

  it('fails the send when the server refuses the credentials', async () => {
    const before = smtp.received.length;
    const mailer = new SmtpMailer(
      `smtp://matchpost:wrong@127.0.0.1:${smtp.port}`,
      'Matchpost <no-reply@matchpost.ch>',
    );
    await expect(
      mailer.send({ to: 'ben@ehc.ch', subject: 'Hallo', text: 'Hallo' }),
    ).rejects.toThrow(/Invalid username or password|auth/i);
    await mailer.close();
    expect(smtp.received).toHaveLength(before);
  });

  it('fails the send when no SMTP server answers', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'Matchpost <no-reply@matchpost.ch>');
    await expect(
      mailer.send({ to: 'ben@ehc.ch', subject: 'Hallo', text: 'Hallo' }),
    ).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });

  it('gives up on a server that accepts the connection but never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${silentPort}`,
      'Matchpost <no-reply@matchpost.ch>',
      {
        timeoutMs: 300,
      },
    );
    const started = Date.now();
    await expect(
      mailer.send({ to: 'ben@ehc.ch', subject: 'Hallo', text: 'Hallo' }),
    ).rejects.toThrow(/greeting never received|timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    await mailer.close();
    silent.close();
  });
});

describe('whether a failed send surely did not hand the mail over', () => {
  const message = { to: 'ben@ehc.ch', subject: 'Hallo', text: 'Hallo', idempotencyKey: 'k-1' };
  const failureOf = (mailer: SmtpMailer) =>
    mailer.send(message).then(
      () => null,
      (error: unknown) => error,
    );

  it('says so for a refused connection and for credentials the server refused', async () => {
    const nobody = new SmtpMailer('smtp://127.0.0.1:1', 'Matchpost <no-reply@matchpost.ch>');
    expect(notHandedOff(await failureOf(nobody))).toBe(true);
    const wrong = new SmtpMailer(
      `smtp://matchpost:wrong@127.0.0.1:${smtp.port}`,
      'Matchpost <no-reply@matchpost.ch>',
    );
    expect(notHandedOff(await failureOf(wrong))).toBe(true);
    await Promise.all([nobody.close(), wrong.close()]);
  });

  it('does not for a server that took the whole message and never answered: it may have it', async () => {
    const held = smtp.holdNext();
    const mailer = new SmtpMailer(
      `smtp://matchpost:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtp.port}`,
      'Matchpost <no-reply@matchpost.ch>',
      { timeoutMs: 500 },
    );
    const failure = failureOf(mailer);
    await held;
    expect(notHandedOff(await failure)).toBe(false);
    await mailer.close();
  });

  it('an SMTP server cannot be asked whether it has a mail', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Matchpost <no-reply@matchpost.ch>');
    expect(await mailer.handedOff('k-1')).toBeNull();
    await mailer.close();
  });
});
