import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '#shared/workspaces/workspace.schema.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useWithdrawInvitation } from '#client/features/profile/api/withdraw-invitation.ts';
import { formatSwissDateTime } from '#client/lib/swiss-date-time.ts';
import { changeToasts } from '#client/lib/toast.ts';

/** 'Offene Einladungen' (owner and admins): address, role, who invited, until when; withdraw. */
export function WorkspaceInvitations({
  workspaceId,
  invitations,
}: {
  workspaceId: string;
  invitations: Invitation[];
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawInvitation(workspaceId);
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-3 border-t pt-5">
      <h4 id="invitations-title" className="font-semibold">
        {t('workspace.invitations.title')}
      </h4>
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => {
          const until = formatSwissDateTime(invitation.expiresAt);
          return (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 rounded-xl border bg-card px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
              data-testid="workspace-invitation"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <div className="flex min-w-0 items-center gap-2">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <Badge variant="outline">{t(`workspace.roles.${invitation.role}`)}</Badge>
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('workspace.invitations.invitedBy', { email: invitation.invitedBy })}
                  {until ? ` · ${t('workspace.invitations.expiresOn', { date: until })}` : ''}
                </p>
              </div>
              <Button
                variant="ghost-destructive"
                size="sm"
                className="self-start sm:self-center"
                disabled={withdraw.isPending}
                aria-label={t('workspace.members.actionLabel', {
                  action: t('workspace.invitations.withdraw'),
                  name: invitation.email,
                })}
                onClick={() =>
                  withdraw.mutate(invitation.id, changeToasts(t('workspace.invitations.withdrawn')))
                }
              >
                <MailX aria-hidden />
                {t('workspace.invitations.withdraw')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
