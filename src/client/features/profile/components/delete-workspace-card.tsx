import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { useDeleteWorkspace } from '#client/features/profile/api/delete-workspace.ts';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { changeToasts } from '#client/lib/toast.ts';

/**
 * 'Vereinskonto löschen' (the owner): asks first, then deletes the club workspace with what it
 * owns; the session then acts in the personal workspace.
 */
export function DeleteWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const remove = useDeleteWorkspace();
  const [asking, setAsking] = useState(false);

  const confirm = () => {
    setAsking(false);
    // Once deleted this card is gone before the mutation's own callbacks would run.
    const done = changeToasts(t('workspace.remove.deleted'));
    remove.mutateAsync(workspace.id).then(done.onSuccess, done.onError);
  };

  return (
    <Card className="border-destructive/40" data-testid="delete-workspace">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <AlertTriangle aria-hidden className="size-5" />
          {t('workspace.remove.title')}
        </CardTitle>
        <CardDescription>{t('workspace.remove.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setAsking(true)} disabled={remove.isPending}>
          {t('workspace.remove.button')}
        </Button>
      </CardContent>
      <ConfirmDeleteDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
        title={t('workspace.remove.confirmTitle', { name: workspace.name })}
        description={t('workspace.remove.confirmText')}
        confirmLabel={t('workspace.remove.button')}
      />
    </Card>
  );
}
