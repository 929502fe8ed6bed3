import type { Logger } from '#server/logging/logger.ts';
import type { InstagramApi } from '#server/publishing/instagram-api.ts';
import { ContainerGone, FinalFailure } from '#server/publishing/publish-failures.ts';

/**
 * Meta still processes the video (ADR 065): the run ends without a failure and the job's next
 * run, queued for later (publisher.ts), reads the container again. No worker waits for it.
 */
export class StillProcessing extends Error {}

/**
 * A video container's status, read once (ADR 065): Meta takes a while to process an MP4, so
 * IN_PROGRESS ends the run (StillProcessing); ERROR fails the target with the catalogue's
 * reason (Meta's own words, 'Error: ... 2207026', go to the log); EXPIRED has the next run make
 * a new container.
 */
export async function videoReady(
  api: InstagramApi,
  containerId: string,
  token: string,
  logger: Logger,
): Promise<'FINISHED' | 'PUBLISHED'> {
  const { code, status } = await api.containerDetail(containerId, token);
  if (code === 'FINISHED' || code === 'PUBLISHED') return code;
  if (code === 'ERROR') {
    logger.warn('publication: Meta could not process the video', { status });
    throw new FinalFailure('PUBLISHING_VIDEO_REFUSED');
  }
  if (code === 'EXPIRED') throw new ContainerGone('container expired');
  throw new StillProcessing();
}
