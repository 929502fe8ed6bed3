import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

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
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editor.leave.title')}</DialogTitle>
          <DialogDescription>{t('editor.leave.text')}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
