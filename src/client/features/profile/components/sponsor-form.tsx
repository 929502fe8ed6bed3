import { ImagePlus, LoaderCircle, Plus, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sponsorLevels,
  sponsorLogoContentTypes,
  type Sponsor,
  type SponsorLevel,
} from '#shared/sponsors/sponsor.schema.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useCreateSponsor, useUpdateSponsor } from '#client/api/sponsors.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FileButton } from '#client/components/ui/file-input.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { serverMessage, toast } from '#client/lib/toast.ts';

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-base shadow-xs sm:text-sm focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none';

/**
 * 'Sponsor hinzufügen', or with `editing` 'Sponsor ändern' (the fields filled in, a new logo
 * optional: without one the logo stays). The server checks everything again and says what it
 * refuses.
 */
export function SponsorForm({ editing, onDone }: { editing?: Sponsor; onDone?: () => void } = {}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const slots = useTeamSlots();
  const [name, setName] = useState(editing?.name ?? '');
  const [level, setLevel] = useState<SponsorLevel>(editing?.level ?? 'partner');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [from, setFrom] = useState(editing?.from ?? '');
  const [to, setTo] = useState(editing?.to ?? '');
  const [teams, setTeams] = useState<string[]>(editing?.teamSlotIds ?? []);
  const [logo, setLogo] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      update.mutate(
        { id: editing.id, name, level, url, from, to, teamSlotIds: teams, logo },
        {
          onSuccess: () => {
            toast.success({ title: t('sponsors.saved') });
            onDone?.();
          },
          onError: (cause) => toast.error({ description: serverMessage(cause) }),
        },
      );
      return;
    }
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
        data-testid={editing ? 'sponsor-edit-form' : 'sponsor-form'}
      >
        <h3 className="text-lg font-semibold tracking-tight">
          {editing ? t('sponsors.editTitle', { name: editing.name }) : t('sponsors.addTitle')}
        </h3>
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
              {logo ? logo.name : editing ? t('sponsors.logoKept') : t('sponsors.logoHint')}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {editing && (
            <Button type="button" variant="outline" onClick={onDone} data-testid="sponsor-cancel">
              {t('sponsors.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            disabled={pending}
            data-testid={editing ? 'sponsor-save' : 'sponsor-add'}
          >
            {pending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : editing ? (
              <Save aria-hidden />
            ) : (
              <Plus aria-hidden />
            )}
            {editing ? t('sponsors.save') : t('sponsors.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
