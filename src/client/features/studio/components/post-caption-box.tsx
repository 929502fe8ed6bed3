import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast.ts';

/**
 * 'Text zum Post' below the preview: the caption in the post's language, editable before it is
 * copied. An edit holds until the post changes (another game, mode or language writes a new
 * caption); the copy button copies what the box shows.
 */
export function PostCaptionBox({
  caption,
  text,
  onText,
}: {
  /** The caption the post's data writes. */
  caption: string;
  /** What the box shows: the caption or the user's edit of it. */
  text: string;
  onText(text: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success({ title: t('studio.post.captionCopied') });
    } catch {
      toast.error({ title: t('studio.post.copyFailed') });
    }
  };

  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5" data-testid="post-caption">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('studio.post.caption')}
          </label>
          <p className="text-xs text-muted-foreground" id={`${id}-hint`}>
            {t('studio.post.captionHint')}
          </p>
        </div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={() => void copy()}
          data-testid="copy-caption"
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {t('studio.post.copyCaption')}
        </Button>
      </div>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => onText(event.target.value)}
        rows={Math.min(14, Math.max(6, caption.split('\n').length + 1))}
        spellCheck={false}
        className="w-full resize-y rounded-xl border border-input bg-background px-3 py-2 font-sans text-sm leading-relaxed shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
        data-testid="post-caption-text"
      />
    </Card>
  );
}
