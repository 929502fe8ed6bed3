import { Handshake, ImagePlus, LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sponsorLevels,
  sponsorLogoContentTypes,
  type Sponsor,
  type SponsorLevel,
} from '#shared/sponsors/sponsor.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useCreateSponsor, useDeleteSponsor, useSponsors } from '#client/api/sponsors.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FileButton } from '#client/components/ui/file-input.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import { SponsorMonth } from '#client/features/profile/components/sponsor-month.tsx';
import { EmptyState, LoadError } from '#client/features/profile/components/section-states.tsx';
import { UpgradeNotice } from '#client/features/profile/components/upgrade-notice.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import { roleCan } from '#client/lib/workspace-role.ts';

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-base shadow-xs sm:text-sm focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none';

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

function SponsorRow({ sponsor, onDelete }: { sponsor: Sponsor; onDelete: (() => void) | null }) {
  const { t } = useTranslation();
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
      {onDelete && (
        <div className="flex w-full shrink-0 justify-end sm:w-auto">
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
        </div>
      )}
    </li>
  );
}

/** 'Sponsor hinzufügen': the server checks everything again and says what it refuses. */
function SponsorForm() {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateSponsor();
  const slots = useTeamSlots();
  const [name, setName] = useState('');
  const [level, setLevel] = useState<SponsorLevel>('partner');
  const [url, setUrl] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [teams, setTeams] = useState<string[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!logo) {
      toast.error({ description: t('sponsors.logoRequired') });
      return;
    }
    create.mutate(
      { name, level, url, from, to, teamSlotIds: teams, logo },
      {
        onSuccess: () => {
          toast.success({ title: t('sponsors.added') });
          setName('');
          setUrl('');
          setFrom('');
          setTo('');
          setTeams([]);
          setLogo(null);
          setFormKey((key) => key + 1);
        },
        onError: (cause) => toast.error({ description: serverMessage(cause) }),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <form
        key={formKey}
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-testid="sponsor-form"
      >
        <h3 className="text-lg font-semibold tracking-tight">{t('sponsors.addTitle')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>{t('sponsors.name')}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              required
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-level`}>{t('sponsors.level')}</Label>
            <select
              id={`${id}-level`}
              className={selectClass}
              value={level}
              onChange={(event) => setLevel(event.target.value as SponsorLevel)}
            >
              {sponsorLevels.map((value) => (
                <option key={value} value={value}>
                  {t(`sponsors.levels.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={`${id}-url`}>{t('sponsors.url')}</Label>
            <Input
              id={`${id}-url`}
              type="url"
              required
              placeholder={t('sponsors.urlPlaceholder')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-from`}>{t('sponsors.from')}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-to`}>{t('sponsors.to')}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        </div>
        <fieldset className="flex flex-col gap-1.5 text-sm">
          <legend className="mb-1 text-sm font-medium">{t('sponsors.teams')}</legend>
          <p className="text-muted-foreground">{t('sponsors.teamsHint')}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {(slots.data?.slots ?? []).map((slot) => (
              <label key={slot.id} className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-current"
                  checked={teams.includes(slot.id)}
                  onChange={(event) =>
                    setTeams((chosen) =>
                      event.target.checked
                        ? [...chosen, slot.id]
                        : chosen.filter((chosenId) => chosenId !== slot.id),
                    )
                  }
                />
                {slot.teamName}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t('sponsors.logo')}</span>
          <div className="flex flex-wrap items-center gap-3">
            <FileButton
              variant="outline"
              size="sm"
              label={t('sponsors.chooseLogo')}
              accept={sponsorLogoContentTypes.join(',')}
              testId="sponsor-logo"
              onFile={setLogo}
            >
              <ImagePlus aria-hidden />
              {t('sponsors.chooseLogo')}
            </FileButton>
            <span className="min-w-0 truncate text-sm text-muted-foreground">
              {logo ? logo.name : t('sponsors.logoHint')}
            </span>
          </div>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending} data-testid="sponsor-add">
            {create.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Plus aria-hidden />
            )}
            {t('sponsors.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
