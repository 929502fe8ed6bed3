import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream } from 'smtp-server';
import { parseEml, type ParsedMail } from '#server/testing/parse-eml.ts';

/** A mail the test's SMTP server accepted: its envelope, its text as sent, and read. */
export interface CaughtMail {
  /** The user the sender signed in as, if the server asks for credentials. */
  user: string | undefined;
  /** The envelope's MAIL FROM address. */
  from: string;
  /** The envelope's RCPT TO addresses. */
  rcptTo: string[];
  raw: string;
  mail: ParsedMail;
}

/** A real SMTP server on loopback, without TLS, that keeps every mail it accepts. */
export interface SmtpCatcher {
  /** The SMTP_URL that reaches it (without credentials). */
  url: string;
  port: number;
  /** The mails accepted so far, in order; a test may empty it. */
  received: CaughtMail[];
  /**
   * The next mail's data is taken but never answered, as if its sender stopped mid-send; answers
   * the envelope's MAIL FROM address once the data has come.
   */
  holdNext(): Promise<string>;
  /**
   * The next mail whose MAIL FROM address `from` accepts is taken whole, but its answer is held:
   * its sender waits for the server's "accepted" until the test calls `accept()`, and only then
   * is the mail kept in `received`. So a test can act at the moment the server has the mail and
   * the sender does not know it yet (a fault between the hand-off and what the sender does next).
   */
  holdAnswer(from: (from: string) => boolean): Promise<HeldAnswer>;
  /** Fails the held mails and stops the server. */
  close(): Promise<void>;
}

/** A mail taken whole whose answer the server holds back. */
export interface HeldAnswer {
  /** The envelope's MAIL FROM address. */
  from: string;
  /** Answers the sender that the mail is accepted, and keeps it in `received`. */
  accept(): void;
}

const address = (entry: SMTPServerAddress | false) => (entry ? entry.address : '');

/**
 * Starts the server on a free port. With `credentials` it takes only senders that sign in with
 * them (PLAIN or LOGIN, allowed without TLS); without, anyone may send.
 */
export async function startSmtpCatcher(credentials?: {
  username: string;
  password: string;
}): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  let hold: ((from: string) => void) | null = null;
  const held: ((error?: Error) => void)[] = [];
  const answerHolds: { accepts: (from: string) => boolean; take: (mail: HeldAnswer) => void }[] =
    [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...(credentials
      ? {
          allowInsecureAuth: true,
          authMethods: ['PLAIN', 'LOGIN'],
          onAuth(auth, _session, callback) {
            if (auth.username === credentials.username && auth.password === credentials.password) {
              callback(null, { user: auth.username });
            } else {
              callback(new Error('Invalid username or password'));
            }
          },
        }
      : { authOptional: true }),
    onData(stream: SMTPServerDataStream, session, callback) {
      const from = address(session.envelope.mailFrom);
      if (hold) {
        held.push(callback);
        stream.resume();
        hold(from);
        hold = null;
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          received.push({
            user: session.user,
            from,
            rcptTo: session.envelope.rcptTo.map(address),
            raw,
            mail: parseEml(raw),
          });
          callback();
        };
        const answerHold = answerHolds.findIndex((entry) => entry.accepts(from));
        if (answerHold === -1) {
          accept();
          return;
        }
        const [{ take }] = answerHolds.splice(answerHold, 1) as [(typeof answerHolds)[number]];
        held.push(callback);
        take({
          from,
          accept: () => {
            held.splice(held.indexOf(callback), 1);
            accept();
          },
        });
      });
    },
  });
  // A sender killed mid-send leaves a reset connection: expected in such tests, not an error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    holdNext: () => new Promise<string>((resolve) => (hold = resolve)),
    holdAnswer: (accepts) => new Promise<HeldAnswer>((take) => answerHolds.push({ accepts, take })),
    async close() {
      for (const done of held) done(new Error('test over'));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
