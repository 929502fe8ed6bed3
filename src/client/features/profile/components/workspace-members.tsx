import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Workspace } from '#shared/workspaces/workspace.schema.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { useChangeMemberRole } from '#client/features/profile/api/change-member-role.ts';
import { useWorkspaceMembers } from '#client/features/profile/api/get-workspace-members.ts';
import { useHandOverWorkspace } from '#client/features/profile/api/hand-over-workspace.ts';
import { useRemoveMember } from '#client/features/profile/api/remove-member.ts';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { InviteMemberForm } from '#client/features/profile/components/invite-member-form.tsx';
import { MemberRow } from '#client/features/profile/components/member-row.tsx';
import { LoadError, LoadingTiles } from '#client/features/profile/components/section-states.tsx';
import { WorkspaceInvitations } from '#client/features/profile/components/workspace-invitations.tsx';
import { isAtLimit } from '#client/features/profile/utils/usage.ts';
import { changeToasts } from '#client/lib/toast.ts';
import { memberActions, roleCan, seatsTaken } from '#client/lib/workspace-role.ts';

type Step = { kind: 'remove' | 'handOver' | 'leave'; member: Member };

/**
 * 'Mitglieder' of a club workspace: every member with their role and what the viewer may do
 * with them (lib/workspace-role.ts), the places the plan gives ('3 von 10 Mitgliedern', pending
 * invitations counted), the pending invitations and the invitation form for owner and admins.
 * Removing, handing over and leaving each ask first.
 */
export function WorkspaceMembers({
  workspace,
  viewerId,
}: {
  workspace: Workspace;
  viewerId: string;
}) {
  const { t } = useTranslation();
  const members = useWorkspaceMembers(workspace.id);
  const changeRole = useChangeMemberRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const handOver = useHandOverWorkspace(workspace.id);
  const [step, setStep] = useState<Step | null>(null);
  const busy = changeRole.isPending || remove.isPending || handOver.isPending;
  const data = members.data;
  const taken = data ? seatsTaken(data) : 0;
  const full = data ? isAtLimit(taken, data.maxMembers) : false;

  const confirm = () => {
    if (!step) return;
    setStep(null);
    const { member } = step;
    if (step.kind === 'handOver') {
      handOver.mutate(member.userId, changeToasts(t('workspace.members.handedOver')));
    } else if (step.kind === 'remove') {
      remove.mutate(member.userId, changeToasts(t('workspace.members.removed')));
    } else {
      // Having left, this card is gone before the mutation's own callbacks would run.
      const left = changeToasts(t('workspace.members.left', { name: workspace.name }));
      remove.mutateAsync(member.userId).then(left.onSuccess, left.onError);
    }
  };

  return (
    <Card data-testid="workspace-members">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <CardTitle>{t('workspace.members.title')}</CardTitle>
          {data ? (
            <Badge
              variant={full ? 'soft' : 'neutral'}
              className="tabular-nums"
              data-testid="members-seats"
            >
              {t('workspace.members.seats', { used: taken, count: data.maxMembers })}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          {t('workspace.members.text')} {t('workspace.members.seatsNote')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {members.isPending ? (
          <LoadingTiles count={2} className="flex flex-col gap-3" tileClassName="h-14" />
        ) : members.isError || !data ? (
          <LoadError
            title={t('workspace.members.loadFailed')}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <>
            <ul className="flex flex-col divide-y">
              {data.members.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  own={member.userId === viewerId}
                  actions={memberActions(workspace, viewerId, member)}
                  busy={busy}
                  onRole={(role) =>
                    changeRole.mutate(
                      { userId: member.userId, role },
                      changeToasts(t('workspace.members.roleChanged')),
                    )
                  }
                  onHandOver={() => setStep({ kind: 'handOver', member })}
                  onRemove={() => setStep({ kind: 'remove', member })}
                  onLeave={() => setStep({ kind: 'leave', member })}
                />
              ))}
            </ul>
            {workspace.role === 'owner' ? (
              <p className="text-sm text-muted-foreground">{t('workspace.members.ownerNote')}</p>
            ) : null}
            <WorkspaceInvitations workspaceId={workspace.id} invitations={data.invitations} />
            {roleCan(workspace.role, 'settings') ? (
              <InviteMemberForm
                workspaceId={workspace.id}
                full={full}
                canUpgrade={roleCan(workspace.role, 'billing')}
              />
            ) : null}
          </>
        )}
      </CardContent>

      <ConfirmDeleteDialog
        open={step !== null}
        onCancel={() => setStep(null)}
        onConfirm={confirm}
        destructive={step?.kind !== 'handOver'}
        title={
          step?.kind === 'handOver'
            ? t('workspace.members.handOverTitle')
            : step?.kind === 'leave'
              ? t('workspace.members.leaveTitle')
              : t('workspace.members.removeTitle')
        }
        description={
          step?.kind === 'handOver'
            ? t('workspace.members.handOverText', {
                email: step.member.email,
                name: workspace.name,
              })
            : step?.kind === 'leave'
              ? t('workspace.members.leaveText', { name: workspace.name })
              : t('workspace.members.removeText', { email: step?.member.email ?? '' })
        }
        confirmLabel={
          step?.kind === 'handOver'
            ? t('workspace.members.handOver')
            : step?.kind === 'leave'
              ? t('workspace.members.leave')
              : t('workspace.members.remove')
        }
      />
    </Card>
  );
}
