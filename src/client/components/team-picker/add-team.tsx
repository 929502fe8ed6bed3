import { Plus, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnlimited, TEAM_SLOT_UNDO_MINUTES } from '#shared/plans.ts';
import { sports, type Club, type Sport, type Team } from '#shared/sports/sports.ts';
import type { TeamSlot } from '#shared/team-slots/team-slot.schema.ts';
import { ClubList } from '#client/components/team-picker/club-list.tsx';
import { TeamMenu } from '#client/components/team-picker/team-menu.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';
import { LoadProblem, SkeletonRows } from '#client/components/ui/load-problem.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { useDeleteTeamSlot } from '#client/api/delete-team-slot.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { useSaveTeamSlot } from '#client/api/save-team-slot.ts';
import { intlLocale } from '#client/i18n/languages.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * 'Team hinzufügen': saves a team into a free slot directly (sport, club, team, with the studio's
 * pickers), saying before the save that the slot is then held for seven days. With
 * `confirmSaved` the team just saved is named below, with 'Rückgängig' while its grace time
 * lasts (where no list of the slots shows it, such as the weekend screen).
 */
export function AddTeam({ confirmSaved = true }: { confirmSaved?: boolean }) {
  const { t } = useTranslation();
  const slots = useTeamSlots();
  const [open, setOpen] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const saved = slots.data?.slots.find((slot) => slot.id === savedId);
  const full = slots.data
    ? !isUnlimited(slots.data.maxTeams) && slots.data.used >= slots.data.maxTeams
    : false;

  return (
    <div className="flex flex-col gap-3" data-testid="add-team">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="outline" onClick={() => setOpen(true)} disabled={!slots.data || full}>
          <Plus aria-hidden />
          {t('teamAdd.button')}
        </Button>
        {full ? <p className="text-sm text-muted-foreground">{t('teamAdd.full')}</p> : null}
      </div>
      {confirmSaved && saved ? <JustSaved slot={saved} onGone={() => setSavedId(null)} /> : null}
      {open ? (
        <AddTeamDialog
          undoLeft={slots.data?.undoLeft ?? false}
          onClose={() => setOpen(false)}
          onSaved={(slot) => {
            setSavedId(slot.id);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** Whether `until` lies ahead; re-renders when it passes, so what lasts until then goes away. */
export function useUntil(until: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? new Date(until).getTime() : 0;
  useEffect(() => {
    if (end <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), end - now + 50);
    return () => clearTimeout(timer);
  }, [end, now]);
  return end > now;
}

/** The time of day `iso` in the interface's language, e.g. 14:32. */
export function useShortTime(iso: string | null): string {
  const { i18n } = useTranslation();
  return iso
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';
}

/** 'Rückgängig' for a slot in its grace time; answers nothing once the grace is over. */
export function UndoSlotButton({
  slot,
  onUndone,
  short = false,
  className,
}: {
  slot: TeamSlot;
  onUndone?: () => void;
  /** Only 'Rückgängig', where the time stands beside it. */
  short?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTeamSlot();
  const inGrace = useUntil(slot.undoUntil);
  const time = useShortTime(slot.undoUntil);
  if (!inGrace) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={remove.isPending}
      data-testid="undo-slot"
      onClick={() =>
        remove.mutate(slot.id, {
          onSuccess: () => {
            toast.success({ title: t('profile.slots.undone') });
            onUndone?.();
          },
          onError: (cause) => toast.error({ description: serverMessage(cause) }),
        })
      }
    >
      <Undo2 aria-hidden />
      {short ? t('profile.slots.undo') : t('teamAdd.undoUntil', { time })}
    </Button>
  );
}

function JustSaved({ slot, onGone }: { slot: TeamSlot; onGone(): void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border bg-subtle p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      role="status"
      data-testid="team-saved"
    >
      <p>{t('teamAdd.savedNote', { team: slot.teamName })}</p>
      <UndoSlotButton slot={slot} onUndone={onGone} />
    </div>
  );
}

function AddTeamDialog({
  undoLeft,
  onClose,
  onSaved,
}: {
  undoLeft: boolean;
  onClose(): void;
  onSaved(slot: TeamSlot): void;
}) {
  const { t } = useTranslation();
  const [sport, setSport] = useState<Sport | null>(null);
  const [club, setClub] = useState<Club | null>(null);
  const [team, setTeam] = useState<Team | null>(null);
  const teams = useTeams(sport, club?.id ?? null);
  const save = useSaveTeamSlot();

  const submit = () => {
    if (!sport || !club || !team) return;
    save.mutate(
      { sport, clubId: club.id, teamId: team.id, teamName: team.name },
      {
        onSuccess: (slot) => {
          toast.success({ title: t('teamAdd.saved') });
          onSaved(slot);
        },
        onError: (cause) => toast.error({ description: serverMessage(cause) }),
      },
    );
  };

  return (
    <DialogShell
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('teamAdd.title')}
      description={t('teamAdd.text')}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto [&>*]:min-w-0"
    >
      <div className="flex min-w-0 flex-col gap-5" data-testid="add-team-dialog">
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold">{t('teamAdd.sport')}</span>
          <SegmentedControl<Sport | 'none'>
            label={t('teamAdd.sport')}
            value={sport ?? 'none'}
            stretch
            options={sports.map((value) => ({ value, label: t(`studio.sports.${value}`) }))}
            onChange={(value) => {
              if (value === 'none') return;
              setSport(value);
              setClub(null);
              setTeam(null);
            }}
          />
        </div>

        {sport && !club ? (
          <div className="flex flex-col gap-2">
            <span className="text-sm font-semibold">{t('teamAdd.club')}</span>
            <ClubList
              sport={sport}
              onChoose={setClub}
              columns={1}
              listClassName="max-h-72 overflow-y-auto p-0.5"
            />
          </div>
        ) : null}

        {club ? (
          <Chosen
            label={t('teamAdd.club')}
            value={club.name}
            onChange={() => {
              setClub(null);
              setTeam(null);
            }}
          />
        ) : null}

        {club && !team ? (
          teams.isPending ? (
            <SkeletonRows count={1} className="h-14" />
          ) : teams.isError ? (
            <LoadProblem
              title={t('studio.team.loadFailed')}
              detail={serverMessage(teams.error) ?? undefined}
              onRetry={() => void teams.refetch()}
            />
          ) : (
            <TeamMenu teams={teams.data.teams} onChoose={setTeam} />
          )
        ) : null}

        {team ? (
          <Chosen
            label={t('teamAdd.team')}
            value={team.liga ? `${team.name} (${team.liga})` : team.name}
            onChange={() => setTeam(null)}
          />
        ) : null}

        {team ? (
          <p className="rounded-lg bg-muted/70 px-3 py-2 text-sm" data-testid="add-team-hold">
            {undoLeft
              ? t('teamAdd.holdNote', { minutes: TEAM_SLOT_UNDO_MINUTES })
              : t('teamAdd.holdNoteNoUndo')}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('profile.cancel')}
        </Button>
        <Button onClick={submit} disabled={!team || save.isPending}>
          {save.isPending ? t('teamAdd.saving') : t('teamAdd.save')}
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}

/** A choice made: its name and a way to change it. */
function Chosen({ label, value, onChange }: { label: string; value: string; onChange(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="truncate font-medium">{value}</span>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onChange}
        aria-label={`${label}: ${t('teamAdd.change')}`}
      >
        {t('teamAdd.change')}
      </Button>
    </div>
  );
}
