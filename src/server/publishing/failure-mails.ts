import { jobIdOf, type JobQueue } from '#server/game-day-mails/job-queue.ts';
import type { Logger } from '#server/logging/logger.ts';
import { buttonMailHtml } from '#server/mail/button-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { mailTexts } from '#server/mail/texts/mail-texts.ts';
import type { PublicationRepository } from '#server/publishing/publication.repository.ts';
import type { RetryLinks } from '#server/publishing/retry-links.ts';
import { errorTexts, type ErrorCode } from '#shared/errors/error-codes.ts';
import { errorLanguages, type Language } from '#shared/errors/error-codes.ts';
import { appPaths } from '#shared/site/app-paths.ts';

export const FAILURE_MAIL_QUEUE = 'publication-failure-mail';

/** The mail of one target (a publication on one channel) that failed in one round. */
export interface FailureMailJob {
  targetId: string;
  round: number;
}

/** A job per target and round: however often the failure is recorded, one mail is queued. */
export const failureMailJobId = (job: FailureMailJob) =>
  jobIdOf(`publication-failure-mail:${job.targetId}:${job.round}`);

/** Failures a retry may mend: their mail carries the one-click retry. */
const mendedByRetry: ReadonlySet<string> = new Set([
  'PUBLISHING_QUOTA_REACHED',
  'PUBLISHING_IMAGE_REFUSED',
  'PUBLISHING_VIDEO_REFUSED',
  'PUBLISHING_FAILED',
]);

/** Failures another mail tells: a refused token mails the channel's connector once. */
const toldElsewhere: ReadonlySet<string> = new Set(['PUBLISHING_RECONNECT_NEEDED']);

const locales: Record<Language, string> = {
  de: 'de-CH',
  en: 'en-GB',
  fr: 'fr-CH',
  it: 'it-CH',
};

/** A publication's time as its mail says it: Swiss time, in the reader's language. */
function wallTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone: 'Europe/Zurich',
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

export type FailureMailOutcome = 'sent' | 'stale' | 'nobody';

/**
 * The mail of a failed publication (ADR 059): queued as the target fails, sent by the job queue
 * within its poll (seconds), in the reader's language: the channel, the post's time and text,
 * why it failed in the catalogue's words and, where a retry may mend it, a signed one-click
 * retry (retry-links.ts). One job per target and round and one idempotency key make it one
 * mail; the job's completion is its sent-marker, written again through an outage of the
 * database (ADR 052). A target retried or published before the job runs gets no mail.
 */
export function createFailureMails(deps: {
  publications: PublicationRepository;
  mailer: Mailer;
  queue: JobQueue;
  retryLinks: RetryLinks;
  appUrl: string;
  logger: Logger;
}) {
  async function send(job: FailureMailJob): Promise<FailureMailOutcome> {
    const context = await deps.publications.context(job.targetId);
    if (!context) return 'stale';
    const { target, publication } = context;
    if (target.round !== job.round || target.state !== 'failed' || !target.errorCode) {
      return 'stale';
    }
    const reader = await deps.publications.memberOrOwner(publication);
    if (!reader) return 'nobody';
    const language = (errorLanguages as readonly string[]).includes(reader.language)
      ? (reader.language as Language)
      : 'de';
    const texts = mailTexts[language].publicationFailed;
    const reason = errorTexts(
      target.errorCode as ErrorCode,
      (target.errorParams ?? undefined) as never,
    )[language];
    const retry = mendedByRetry.has(target.errorCode);
    const url = retry
      ? deps.retryLinks.link(target.id, target.round)
      : new URL(appPaths.publications, deps.appUrl).toString();
    const button = retry ? texts.retry : texts.open;
    const subject = texts.subject(target.channelName);
    const lead = texts.lead(
      target.channelName,
      reader.workspace,
      wallTime(publication.publishAt, language),
    );
    const paragraphs = [lead, `${texts.why}: ${reason}`];
    if (publication.caption.trim()) {
      const caption = publication.caption.trim();
      paragraphs.push(
        `${texts.caption}: ${caption.length > 200 ? `${caption.slice(0, 199)}…` : caption}`,
      );
    }
    await deps.mailer.send({
      to: reader.email,
      subject,
      text: [...paragraphs, '', `${button}: ${url}`, '', texts.footer, '', 'Matchpost'].join('\n'),
      html: buttonMailHtml(language, subject, paragraphs, button, url, texts.footer),
      idempotencyKey: `publication-failed-${target.id}-${target.round}`,
    });
    return 'sent';
  }

  return {
    /** Queues the mail of a target that failed in `round` with `code`. */
    async queue(job: FailureMailJob, code: string): Promise<void> {
      if (toldElsewhere.has(code)) return;
      try {
        await deps.queue.send(FAILURE_MAIL_QUEUE, job, failureMailJobId(job));
      } catch (error) {
        // The failure stands and shows under 'Beiträge'; only its mail is lost.
        deps.logger.warn('publication failure mail not queued', { target: job.targetId, error });
      }
    },

    /** The job: mails the failure, unless the target moved on since. */
    send,

    /** Runs the failure mails' jobs in this process. */
    async startWorker(): Promise<void> {
      await deps.queue.work<FailureMailJob>(FAILURE_MAIL_QUEUE, async (data) => {
        await send(data);
      });
    },
  };
}

export type FailureMails = ReturnType<typeof createFailureMails>;
