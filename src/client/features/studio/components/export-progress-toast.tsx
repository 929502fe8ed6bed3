import { useSyncExternalStore } from 'react';
import { toast as sonner } from 'sonner';

/**
 * 'Vorbereitung...' / 'Bild wird erstellt' with a progress bar. The server's render time is not
 * known, so the bar eases towards 70 % while waiting and follows the PNG's bytes after that.
 */
class Progress {
  private share = 0;
  private readonly listeners = new Set<() => void>();
  private timer: number | undefined;

  start() {
    const started = performance.now();
    this.timer = window.setInterval(() => {
      const waited = (performance.now() - started) / 1000;
      this.set(Math.max(this.share, 0.7 * (1 - Math.exp(-waited / 0.8))));
    }, 80);
  }

  set(share: number) {
    this.share = share;
    for (const listener of this.listeners) listener();
  }

  downloading(received: number) {
    window.clearInterval(this.timer);
    this.set(Math.max(this.share, 0.7 + 0.3 * received));
  }

  stop() {
    window.clearInterval(this.timer);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.share;
}

function ProgressBar({ progress, text }: { progress: Progress; text: string }) {
  const share = useSyncExternalStore(progress.subscribe, progress.snapshot);
  return (
    <span className="flex flex-col gap-2">
      <span>{text}</span>
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="block h-1.5 w-full overflow-hidden rounded-full bg-black/10 dark:bg-white/15"
      >
        <span
          className="block h-full rounded-full bg-brand transition-[width] duration-150 ease-out"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </span>
  );
}

export function exportProgressToast(title: string, text: string) {
  const progress = new Progress();
  progress.start();
  const id = sonner.loading(title, {
    description: <ProgressBar progress={progress} text={text} />,
    duration: Number.POSITIVE_INFINITY,
  });
  return {
    downloading: (share: number) => progress.downloading(share),
    done(successTitle: string, successText: string) {
      progress.stop();
      sonner.success(successTitle, { id, description: successText, duration: 4000 });
    },
    /** With `retry`, the toast carries a button that runs the export again and stays until used. */
    failed(failedTitle: string, detail?: string, retry?: { label: string; onClick(): void }) {
      progress.stop();
      sonner.error(failedTitle, {
        id,
        description: detail,
        duration: retry ? Number.POSITIVE_INFINITY : 8000,
        action: retry ? { label: retry.label, onClick: retry.onClick } : undefined,
      });
    },
  };
}
