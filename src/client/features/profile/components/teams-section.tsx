import { ArrowRight, Clock, Lock, Trash2, UsersRound, type LucideIcon } from 'lucide-react';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnlimited } from '#shared/plans.ts';
import type { TeamSlot } from '#shared/team-slots/team-slot.schema.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useDeleteTeamSlot } from '#client/api/delete-team-slot.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import {
  EmptyState,
  LoadError,
  LoadingTiles,
} from '#client/features/profile/components/section-states.tsx';
import { TeamMails } from '#client/components/team-mails/team-mails.tsx';
import { TeamPublishing } from '#client/components/publishing/team-publishing.tsx';
import {
  AddTeam,
  UndoSlotButton,
  useShortTime,
  useUntil,
} from '#client/components/team-picker/add-team.tsx';
import { slotDeleteDaysRemaining } from '#client/features/profile/utils/slot-lock.ts';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';
import { isAtLimit } from '#client/features/profile/utils/usage.ts';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * /profile/teams (docs/product.md sections 2 and 4, "Team slot"): the saved teams with a usage badge,
 * 'Zum Studio' and delete, and 'Team hinzufügen'. A slot changed less than seven days ago cannot be
 * deleted yet, but a first save can be undone in its grace time ('Rückgängig'); a slot beyond
 * the plan's number after a downgrade is shown locked.
 */
export function TeamsSection() {
  const { t } = useTranslation();
  const { entitlements, workspace } = useMe();
  // An editor uses the workspace's teams; saving and deleting them is the owner's and admins'.
  const manages = roleCan(workspace?.role, 'library');
  const slots = useTeamSlots();
  const remove = useDeleteTeamSlot();
  const deleting = useConfirmedDelete<TeamSlot>(remove, t('profile.slots.deleted'));
  const maxTeams = entitlements.limits.maxTeams;
  const list = slots.data?.slots ?? [];

  return (
    <ProfileSection
      title={t('screens.profile.teams')}
      description={t('screens.profile.teamsText')}
      usage={
        slots.data ? { count: list.length, limit: maxTeams, label: t('profile.slots.usage') } : null
      }
    >
      {manages ? (
        slots.data ? (
          <AddTeam confirmSaved={false} />
        ) : null
      ) : list.length > 0 ? (
        <RoleNote>{t('workspace.roleNote.teams')}</RoleNote>
      ) : null}
      {slots.isPending ? (
        <LoadingTiles count={2} className="flex flex-col gap-3" tileClassName="h-24" />
      ) : slots.isError ? (
        <LoadError title={t('profile.slots.loadFailed')} onRetry={() => void slots.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={t('profile.slots.emptyTitle')}
          // An editor's workspace without teams waits for its owner or an admin to save them.
          text={manages ? t('profile.slots.emptyText') : t('workspace.roleNote.teams')}
          action={
            <Button asChild>
              <Link to="/studio">
                {t('profile.slots.toStudio')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          {isAtLimit(list.length, maxTeams) && !isUnlimited(maxTeams) && (
            <div
              className="flex flex-col gap-3 rounded-xl border bg-subtle p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
              data-testid="slots-full"
            >
              <div className="flex flex-col gap-0.5">
                <p className="font-semibold">
                  {t('profile.slots.maxReached', { count: maxTeams })}
                </p>
                <p className="text-muted-foreground">{t('profile.slots.maxReachedText')}</p>
              </div>
              <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
                <Link to="/profile/subscription">{t('profile.seePlans')}</Link>
              </Button>
            </div>
          )}
          <Button asChild variant="outline" className="self-start">
            <Link to="/weekend">
              {t('weekend.profileLink')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <ul className="flex flex-col gap-3">
            {list.map((slot) => (
              <SlotRow
                key={slot.id}
                slot={slot}
                mailsAllowed={entitlements.limits.canUseGameDayMails}
                publishAllowed={entitlements.limits.canPublish}
                manages={manages}
                onDelete={() => deleting.ask(slot)}
              />
            ))}
          </ul>
        </>
      )}

      <ConfirmDeleteDialog
        {...deleting.dialog}
        title={t('profile.slots.confirmTitle')}
        description={t('profile.slots.confirmText', { team: deleting.confirming?.teamName ?? '' })}
      />
    </ProfileSection>
  );
}

function SlotRow({
  slot,
  mailsAllowed,
  publishAllowed,
  manages,
  onDelete,
}: {
  slot: TeamSlot;
  mailsAllowed: boolean;
  publishAllowed: boolean;
  /** The viewer may delete the slot (owner and admins). */
  manages: boolean;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const inGrace = useUntil(slot.undoUntil);
  const daysRemaining = inGrace ? null : slotDeleteDaysRemaining(slot, new Date());
  const undoTime = useShortTime(slot.undoUntil);
  const savedOn = formatSwissDate(slot.createdAt);
  const studioPath = `/studio/${slot.sport}/${encodeURIComponent(slot.clubId)}/${encodeURIComponent(slot.teamId)}`;

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
      data-testid="team-slot"
      data-locked={slot.locked}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-sm font-bold text-brand-soft-foreground">
            {slot.teamName.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <p className="truncate font-semibold" data-testid="team-slot-name">
                {slot.teamName}
              </p>
              {slot.locked && (
                <Badge variant="outline">
                  <Lock aria-hidden className="size-3" />
                  {t('profile.locked')}
                </Badge>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {t(`studio.sports.${slot.sport}`)}
              {savedOn ? ` · ${t('profile.slots.savedOn', { date: savedOn })}` : ''}
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          {slot.locked ? (
            <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
              <Link to="/profile/subscription">{t('profile.seePlans')}</Link>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
              <Link to={studioPath}>
                {t('profile.slots.toStudio')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          )}
          {!manages ? null : inGrace ? (
            <UndoSlotButton slot={slot} short className="flex-1 sm:min-w-32 sm:flex-none" />
          ) : (
            <Button
              variant="ghost-destructive"
              size="sm"
              className="flex-1 sm:min-w-32 sm:flex-none"
              disabled={daysRemaining !== null}
              onClick={onDelete}
              data-testid="delete-slot"
            >
              {daysRemaining !== null ? <Lock aria-hidden /> : <Trash2 aria-hidden />}
              {daysRemaining !== null
                ? t('profile.slots.daysLeft', { count: daysRemaining })
                : t('profile.slots.delete')}
            </Button>
          )}
        </div>
      </div>
      {slot.locked && <LockNote>{t('profile.slots.lockedPlanText')}</LockNote>}
      {!slot.locked && <TeamMails slotId={slot.id} allowed={mailsAllowed} className="sm:ml-13" />}
      {!slot.locked && (
        <TeamPublishing slotId={slot.id} allowed={publishAllowed} className="sm:ml-13" />
      )}
      {manages && inGrace && (
        <LockNote testId="slot-undo-note" icon={Clock}>
          {t('profile.slots.undoNote', { time: undoTime })}
        </LockNote>
      )}
      {manages && daysRemaining !== null && (
        <LockNote testId="slot-lock-note">
          <span>
            <span className="font-medium text-foreground">
              {t('profile.slots.lockedWeekTitle')}:
            </span>{' '}
            {t('profile.slots.lockedWeekText')} (
            {t('profile.slots.daysLeftInline', { count: daysRemaining })})
          </span>
        </LockNote>
      )}
    </li>
  );
}

/** Why a team cannot do something now (locked by the plan, changed this week), or until when it
 * can be undone, under its row. */
function LockNote({
  testId,
  icon: Icon = Lock,
  children,
}: {
  testId?: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-muted/70 px-3 py-2 text-sm text-muted-foreground sm:ml-13"
      data-testid={testId}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
