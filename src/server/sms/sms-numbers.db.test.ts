import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaChallenges, mfaFactors } from '#server/db/schema.ts';
import type { TestSession } from '#server/testing/auth.ts';
import { signedInServer, type SignedInServer } from '#server/testing/signed-in-server.ts';
import { twilioDouble } from '#server/testing/twilio-double.ts';

/**
 * Which numbers get phone-factor codes (ADR 051): mobile numbers of the countries SMS_COUNTRIES
 * names (Switzerland and its neighbours by default), refused when added and again before any
 * code is sent, over real HTTP against the Twilio double.
 */
const double = twilioDouble();
const t = signedInServer(
  { lena: 'lena@uhc-thun.ch', moritz: 'moritz@vbc-zuerich.ch', nina: 'nina@hc-bern.ch' },
  double.env,
);

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of several shapes
  body: Record<string, any>;
}

async function call(
  on: SignedInServer<never>,
  session: TestSession,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await on.call(session, method, route, body, headers);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const addPhone = (
  on: SignedInServer<never>,
  session: TestSession,
  phone: string,
  headers: Record<string, string> = {},
) => call(on, session, 'POST', '/api/mfa/factors', { factor_type: 'phone', phone }, headers);

/** Messages Twilio received for `phone`. */
const sentTo = (phone: string) => double.received.filter((r) => r.form.To === phone).length;

/** One sample of the server's /api/metrics (from loopback, which needs no token). */
async function metric(on: SignedInServer<never>, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${on.server.url}/api/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const notAllowed = {
  de: 'SMS-Codes gehen nur an Handynummern aus diesen Ländern: Schweiz, Deutschland, Österreich, Frankreich, Italien, Liechtenstein.',
  en: 'Codes by text message go only to mobile numbers from these countries: Switzerland, Germany, Austria, France, Italy, Liechtenstein.',
  fr: 'Les codes par SMS ne vont qu’aux numéros de mobile de ces pays : Suisse, Allemagne, Autriche, France, Italie, Liechtenstein.',
  it: 'I codici via SMS vanno solo a numeri di cellulare di questi paesi: Svizzera, Germania, Austria, Francia, Italia, Liechtenstein.',
};

describe('numbers that get phone codes', () => {
  it('refuses satellite, premium-rate, fixed-line and foreign numbers when they are added', async () => {
    const refused = [
      ['+881 6 1234 5678', 'none'], // satellite (Iridium)
      ['+882 16 123 456', 'none'], // international networks
      ['+1 900 555 1234', 'US'], // premium rate
      ['+41 906 123 456', 'CH'], // premium rate
      ['+41 900 123 456', 'CH'],
      ['+41 44 123 45 67', 'CH'], // fixed line
      ['+49 30 1234567', 'DE'],
      ['+33 8 91 23 45 67', 'FR'], // premium rate
      ['+44 7400 123456', 'GB'], // a mobile number, of a country not on the list
      ['+1 212 555 1234', 'US'],
    ] as const;
    for (const [phone] of refused) {
      const answer = await addPhone(t, t.lena, phone);
      expect(answer.status, phone).toBe(400);
      expect(answer.body.error, phone).toEqual({
        code: 'MFA_PHONE_NOT_ALLOWED',
        message: notAllowed.de,
      });
    }
    for (const language of ['en', 'fr', 'it'] as const) {
      const answer = await addPhone(t, t.lena, '+41 906 123 456', { 'x-language': language });
      expect(answer.body.error.message).toBe(notAllowed[language]);
    }
    // Nothing stored, nothing sent, each counted as refused by its country.
    expect((await call(t, t.lena, 'GET', '/api/mfa/factors')).body.factors).toEqual([]);
    expect(double.received).toEqual([]);
    const byCountry = new Map<string, number>([['CH', 3]]);
    for (const [, country] of refused) byCountry.set(country, (byCountry.get(country) ?? 0) + 1);
    for (const [country, times] of byCountry) {
      const series = `matchpost_sms_messages_total{country="${country}",outcome="refused"}`;
      expect(await metric(t, series), country).toBe(times);
    }
  });

  it('takes mobile numbers of Switzerland and its neighbours', async () => {
    for (const phone of [
      '+41 79 123 45 67',
      '+41 76 123 45 67',
      '+49 151 12345678',
      '+43 664 1234567',
      '+33 6 12 34 56 78',
      '+39 312 345 6789',
      '+423 791 23 45',
    ]) {
      const added = await addPhone(t, t.moritz, phone);
      expect(added.status, phone).toBe(201);
      const removed = await call(t, t.moritz, 'DELETE', `/api/mfa/factors/${added.body.id}`);
      expect(removed.status).toBe(200);
    }
  });

  it('sends nothing to a number stored before these rules', async () => {
    // As the factors API stored any number before: a premium-rate number, already verified.
    const db = t.server.ctx.database.db;
    const [stored] = await db
      .insert(mfaFactors)
      .values({
        userId: t.nina.userId,
        factorType: 'phone',
        phone: '+19005551234',
        status: 'verified',
      })
      .returning();
    const factorId = stored?.id ?? '';
    const before = await metric(t, 'matchpost_sms_messages_total{country="US",outcome="refused"}');
    const answer = await call(t, t.nina, 'POST', `/api/mfa/factors/${factorId}/challenge`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'MFA_PHONE_NOT_ALLOWED', message: notAllowed.de });
    expect(sentTo('+19005551234')).toBe(0);
    const challenges = await db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.factorId, factorId));
    expect(challenges).toEqual([]);
    expect(await metric(t, 'matchpost_sms_messages_total{country="US",outcome="refused"}')).toBe(
      (before ?? 0) + 1,
    );
  });
});

describe('SMS_COUNTRIES', () => {
  const spain = signedInServer({ olga: 'olga@uhc-thun.ch' }, () => ({
    ...double.env(),
    SMS_COUNTRIES: 'ch, es',
  }));

  it('names the countries whose mobile numbers get codes', async () => {
    const { olga } = spain;
    const german = await addPhone(spain, olga, '+49 151 12345678');
    expect(german.status).toBe(400);
    expect(german.body.error).toEqual({
      code: 'MFA_PHONE_NOT_ALLOWED',
      message: 'SMS-Codes gehen nur an Handynummern aus diesen Ländern: Schweiz, Spanien.',
    });
    const spanish = await addPhone(spain, olga, '+34 612 345 678');
    expect(spanish.status).toBe(201);
    const sent = await call(spain, olga, 'POST', `/api/mfa/factors/${spanish.body.id}/challenge`);
    expect(sent.status).toBe(200);
    expect(sentTo('+34612345678')).toBe(1);
    // A German number stored while Germany was on the list gets nothing now.
    const [stored] = await spain.server.ctx.database.db
      .insert(mfaFactors)
      .values({ userId: olga.userId, factorType: 'phone', phone: '+4915112345678' })
      .returning();
    const refused = await call(spain, olga, 'POST', `/api/mfa/factors/${stored?.id}/challenge`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('MFA_PHONE_NOT_ALLOWED');
    expect(sentTo('+4915112345678')).toBe(0);
  });
});
