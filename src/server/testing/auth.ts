import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Test helpers that sign in the way a person does: ask for a magic link over HTTP, read the
 * mail from the outbox, open the link, keep the session cookie. No shortcut around the auth code.
 */
export interface TestSession {
  userId: string;
  email: string;
  /** The Cookie header value to send with requests. */
  cookie: string;
}

/** The newest mail to an address in the outbox's .eml files, its quoted-printable undone. */
export async function readNewestMail(outboxDir: string, email: string): Promise<string> {
  const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  let eml: string | undefined;
  // Names sort in sending order; the address is in the To header, not in the name.
  for (const file of files.reverse()) {
    const text = await readFile(path.join(outboxDir, file), 'utf8');
    const to = /^To: (.*)$/im.exec(text)?.[1]?.trim().toLowerCase();
    if (to === email.toLowerCase()) {
      eml = text;
      break;
    }
  }
  if (!eml) throw new Error(`No mail for ${email} in ${outboxDir}`);
  // The text part is quoted-printable: undo soft line breaks and =XX escapes before matching.
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest sign-in link mailed to an address. */
export async function readMagicLink(outboxDir: string, email: string): Promise<string> {
  const decoded = await readNewestMail(outboxDir, email);
  const match = decoded.match(/https?:\/\/[^\s"<>]+\/api\/auth\/magic-link\/verify\?[^\s"<>]+/);
  if (!match) throw new Error(`No sign-in link in the mail to ${email}`);
  return match[0].replace(/&amp;/g, '&');
}

/** The token of the newest workspace invitation mailed to an address. */
export async function readInvitationToken(outboxDir: string, email: string): Promise<string> {
  const decoded = await readNewestMail(outboxDir, email);
  const match = decoded.match(/https?:\/\/[^\s"<>]+\/invitations\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No invitation link in the mail to ${email}`);
  return match[1];
}

export async function requestMagicLink(baseUrl: string, email: string, language = 'de') {
  return fetch(`${baseUrl}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email,
      callbackURL: '/profile',
      errorCallbackURL: '/auth',
      metadata: { language },
    }),
  });
}

/** Opens a sign-in link without following the redirect; answers the session cookie if any. */
export async function openMagicLink(link: string, baseUrl: string) {
  const url = new URL(link);
  const response = await fetch(`${baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const cookie = cookies
    .filter((c) => c.startsWith('matchpost.') || c.startsWith('__Secure-matchpost.'))
    .join('; ');
  return { response, cookie, location: response.headers.get('location') };
}

/** Signs an address in through the real magic-link flow and answers its session. */
export async function signInTestUser(
  baseUrl: string,
  outboxDir: string,
  email: string,
): Promise<TestSession> {
  const sent = await requestMagicLink(baseUrl, email);
  if (!sent.ok) throw new Error(`Sign-in request failed: ${sent.status} ${await sent.text()}`);
  const link = await readMagicLink(outboxDir, email);
  const { cookie } = await openMagicLink(link, baseUrl);
  if (!cookie) throw new Error(`Opening the sign-in link for ${email} gave no session cookie`);
  const session = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  const body = (await session.json()) as { user: { id: string } } | null;
  if (!body) throw new Error('The new session was not accepted');
  return { userId: body.user.id, email, cookie };
}

/** Signs these addresses in to a test server, one after the other, and answers their sessions. */
export async function signInTestUsers<const Emails extends readonly string[]>(
  server: { url: string; outboxDir: string },
  ...emails: Emails
): Promise<{ -readonly [K in keyof Emails]: TestSession }> {
  const sessions: TestSession[] = [];
  for (const email of emails) {
    sessions.push(await signInTestUser(server.url, server.outboxDir, email));
  }
  return sessions as { -readonly [K in keyof Emails]: TestSession };
}

/** A signed-in session's cookies for a browser context (`context.addCookies`) on the app at `url`. */
export function sessionCookies(session: TestSession, url: string) {
  return session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}
