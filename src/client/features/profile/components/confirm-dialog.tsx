import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';

/**
 * 'Really delete?': the dialog before something is removed for good. `confirmLabel` names another
 * step that cannot simply be taken back (leaving, handing over); `destructive` false gives it the
 * plain look.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel,
  destructive = true,
}: {
  open: boolean;
  title: string;
  description: string;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel?: string;
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={description}
      className="max-w-md"
      descriptionClassName="break-words"
    >
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          onClick={onConfirm}
          data-testid="confirm-delete"
        >
          {confirmLabel ?? t('profile.confirmDelete')}
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}
