import { Handshake, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sponsor } from '#shared/sponsors/sponsor.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useDeleteSponsor, useSponsors } from '#client/api/sponsors.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import { SponsorForm } from '#client/features/profile/components/sponsor-form.tsx';
import { SponsorMonth } from '#client/features/profile/components/sponsor-month.tsx';
import { EmptyState, LoadError } from '#client/features/profile/components/section-states.tsx';
import { UpgradeNotice } from '#client/features/profile/components/upgrade-notice.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * /profile/sponsors 'Sponsoren' (ADR 060): the club workspace's sponsors with logo, level, link,
 * the days they run and the teams they belong to; owners and admins add and remove them, every
 * member sees them. Amateur and up (the entitlements say how many); others see an upgrade notice.
 */
export function SponsorsSection() {
  const { t } = useTranslation();
  const { workspace } = useMe();
  const manages = roleCan(workspace?.role, 'library');
  const sponsors = useSponsors();
  const remove = useDeleteSponsor();
  const deleting = useConfirmedDelete<Sponsor>(remove, t('sponsors.deleted'));
  const list = sponsors.data?.sponsors ?? [];
  const allowed = sponsors.data?.allowed ?? true;
  const full = sponsors.data ? list.length >= sponsors.data.max : false;

  return (
    <ProfileSection
      title={t('screens.profile.sponsors')}
      description={t('screens.profile.sponsorsText')}
    >
      {sponsors.data && !allowed ? (
        <UpgradeNotice title={t('sponsors.upgradeTitle')} text={t('sponsors.upgradeText')} />
      ) : !manages ? (
        <RoleNote>{t('sponsors.roleNote')}</RoleNote>
      ) : sponsors.data && full ? (
        <p className="text-sm text-muted-foreground" data-testid="sponsors-full">
          {t('sponsors.full', { max: sponsors.data.max })}
        </p>
      ) : sponsors.data ? (
        <SponsorForm />
      ) : null}

      {sponsors.isPending ? (
        <LoaderCircle aria-hidden className="size-5 animate-spin text-muted-foreground" />
      ) : sponsors.isError ? (
        <LoadError title={t('sponsors.loadFailed')} onRetry={() => void sponsors.refetch()} />
      ) : list.length === 0 ? (
        allowed ? (
          <EmptyState
            icon={Handshake}
            title={t('sponsors.emptyTitle')}
            text={t('sponsors.emptyText')}
          />
        ) : null
      ) : (
        <ul className="flex flex-col gap-3" data-testid="sponsor-list">
          {list.map((sponsor) => (
            <SponsorRow
              key={sponsor.id}
              sponsor={sponsor}
              onDelete={manages ? () => deleting.ask(sponsor) : null}
              canEdit={manages && !sponsor.locked}
            />
          ))}
        </ul>
      )}

      {allowed && list.length > 0 && <SponsorMonth />}

      <ConfirmDeleteDialog
        {...deleting.dialog}
        title={t('sponsors.confirmTitle')}
        description={t('sponsors.confirmText', { name: deleting.confirming?.name ?? '' })}
      />
    </ProfileSection>
  );
}

function SponsorRow({
  sponsor,
  onDelete,
  canEdit,
}: {
  sponsor: Sponsor;
  onDelete: (() => void) | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const slots = useTeamSlots();
  const teams = sponsor.everyTeam
    ? t('sponsors.everyTeam')
    : (slots.data?.slots ?? [])
        .filter((slot) => sponsor.teamSlotIds.includes(slot.id))
        .map((slot) => slot.teamName)
        .join(', ') || t('sponsors.noTeam');
  const days =
    sponsor.from || sponsor.to
      ? `${sponsor.from ? formatSwissDate(sponsor.from) : '…'} – ${sponsor.to ? formatSwissDate(sponsor.to) : '…'}`
      : null;
  if (editing) {
    return (
      <li data-testid="sponsor-row-editing">
        <SponsorForm editing={sponsor} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-2xl border bg-card p-3 shadow-sm sm:flex-nowrap sm:p-4"
      data-testid="sponsor-row"
      data-level={sponsor.level}
    >
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--background)_0_50%)] bg-[length:12px_12px] ring-1 ring-black/5 dark:ring-white/10">
        <img src={sponsor.logoUrl} alt="" className="max-h-full max-w-full object-contain p-1.5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold" data-testid="sponsor-name">
            {sponsor.name}
          </span>
          <Badge variant={sponsor.level === 'main' ? 'brand' : 'neutral'}>
            {t(`sponsors.levels.${sponsor.level}`)}
          </Badge>
          {sponsor.locked && <Badge variant="warning">{t('sponsors.locked')}</Badge>}
        </div>
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <a className="truncate underline" href={sponsor.url} target="_blank" rel="noreferrer">
            {new URL(sponsor.url).host}
          </a>
          <span aria-hidden>·</span>
          <span>{teams}</span>
          {days && (
            <>
              <span aria-hidden>·</span>
              <span>{days}</span>
            </>
          )}
        </p>
      </div>
      {(onDelete || canEdit) && (
        <div className="flex w-full shrink-0 justify-end gap-1 sm:w-auto">
          {canEdit && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t('sponsors.editLabel', { name: sponsor.name })}
              data-testid="edit-sponsor"
            >
              <Pencil aria-hidden />
              {t('sponsors.edit')}
            </Button>
          )}
          {onDelete && (
            <Button
              variant="ghost-destructive"
              size="sm"
              onClick={onDelete}
              aria-label={t('sponsors.deleteLabel', { name: sponsor.name })}
              data-testid="delete-sponsor"
            >
              <Trash2 aria-hidden />
              {t('sponsors.delete')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
