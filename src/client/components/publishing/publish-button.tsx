import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '#client/api/get-me.ts';
import { useChannels } from '#client/api/publishing.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PublishDialog, type PublishInput } from '#client/components/publishing/publish-dialog.tsx';

/**
 * The 'Veröffentlichen' button and its dialog, for a signed-in person where the server offers
 * publishing (not shown where it answers PUBLISHING_OFF).
 */
export function PublishButton({
  input,
  disabled,
  className,
  size = 'lg',
  labelFrom,
}: {
  input: PublishInput | null;
  disabled?: boolean;
  className?: string;
  size?: 'md' | 'lg';
  /**
   * Below this width only the icon shows, with the label for screen readers and as a tooltip:
   * the studio's bar keeps the download and its options on one row.
   */
  labelFrom?: '2xl';
}) {
  const { t } = useTranslation();
  const { user } = useMe();
  const channels = useChannels({ enabled: Boolean(user) });
  const [open, setOpen] = useState(false);
  if (!user || channels.off) return null;
  return (
    <>
      <Button
        size={size}
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={disabled || !input}
        className={className}
        data-testid="publish-button"
        title={labelFrom ? t('publishing.publish.button') : undefined}
      >
        <Send aria-hidden />
        <span className={labelFrom === '2xl' ? 'max-2xl:sr-only' : undefined}>
          {t('publishing.publish.button')}
        </span>
      </Button>
      {input ? <PublishDialog open={open} onOpenChange={setOpen} input={input} /> : null}
    </>
  );
}
