import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { reportCsv } from '#server/sponsors/report-csv.ts';
import { reportPdf } from '#server/sponsors/report-pdf.ts';
import type { ReportJob } from '#server/sponsors/report-thread.ts';
import { reportPages } from '#server/sponsors/report-pages.ts';
import { workerPortBelowMainThread } from '#server/workers/thread-priority.ts';

/**
 * The sponsor report's thread (ADR 061): one job at a time, `{ id, job }` in, `{ id, body }` or
 * `{ id, error }` out. The PDF of 50 sponsors takes 0.4 s of drawing and the CSV of 10,000 rows
 * 0.1 s (bench sponsor-report): work for a thread, not for the one answering requests.
 */
const port = workerPortBelowMainThread('report.worker');
const { fontDir } = workerData as { fontDir: string };

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function reportFonts() {
  fonts ??= Promise.all([
    readFile(path.join(fontDir, 'arimo-400.ttf')),
    readFile(path.join(fontDir, 'arimo-700.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

async function made(job: ReportJob): Promise<string | Uint8Array> {
  if (job.format === 'csv') return reportCsv(job.lines, job.language);
  return reportPdf({
    language: job.language,
    club: job.club,
    crest: job.crest,
    colour: job.colour,
    from: job.from,
    to: job.to,
    pages: reportPages(job.lines),
    pictures: job.pictures,
    fonts: await reportFonts(),
  });
}

port.on('message', ({ id, job }: { id: number; job: ReportJob }) => {
  made(job).then(
    (body) => port.postMessage({ id, body }),
    (error: unknown) => port.postMessage({ id, error: String(error) }),
  );
});
