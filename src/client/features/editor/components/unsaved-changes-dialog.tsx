import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';

/** Asked before leaving the editor with unsaved changes (a link, the back button). */
export function UnsavedChangesDialog({
  blocker,
  onDiscard,
}: {
  blocker: Blocker;
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  const open = blocker.state === 'blocked';
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && blocker.reset?.()}
      title={t('editor.leave.title')}
      description={t('editor.leave.text')}
    >
      <DialogFooter>
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          {t('editor.leave.stay')}
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            onDiscard();
            blocker.proceed?.();
          }}
        >
          {t('editor.leave.discard')}
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}
