import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  gameDayPublishingOff,
  type GameDayMode,
  type GameDayPublishing,
} from '#shared/publishing/game-day-publishing.schema.ts';
import type {
  Channel,
  PublicationKind,
  PublicationMedia,
} from '#shared/publishing/publication.schema.ts';
import { useChannels } from '#client/api/publishing.ts';
import {
  useSaveTeamSlotPublishing,
  useTeamSlotPublishing,
} from '#client/api/team-slot-publishing.ts';
import { platformIcons } from '#client/components/publishing/platform-icons.ts';
import { MediaChoice } from '#client/components/publishing/publish-media-choice.tsx';
import { DaysBeforeSelect } from '#client/components/team-mails/days-before-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { appPaths } from '#shared/site/app-paths.ts';
import { cn } from '#client/lib/cn.ts';
import { changeToasts } from '#client/lib/toast.ts';

/**
 * A saved team's game-day publishing (ADR 059): the preview N days before the game day at a
 * Swiss time and the result as soon as it is in, to chosen channels of the workspace, as feed
 * post and/or story, as an image or as its video (ADR 067: a Reel on Instagram and on the Page,
 * ADR 069; a video story), published at once ('Sofort') or after one press in a mail ('Nachfragen').
 * One setting for the whole club workspace. Pro and Premium; hidden where this installation
 * offers no publishing.
 */
export function TeamPublishing({
  slotId,
  allowed,
  className,
}: {
  slotId: string;
  allowed: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const channels = useChannels({ enabled: allowed });
  const settings = useTeamSlotPublishing(slotId, { enabled: allowed });
  if (channels.off) return null;
  if (!allowed) {
    return (
      <div
        className={cn('flex items-start gap-2 rounded-xl border bg-subtle p-3 text-sm', className)}
        data-testid="team-publishing-plan"
      >
        <Send aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p className="text-muted-foreground">
          <span className="font-semibold text-foreground">{t('publishing.gameDay.title')}</span>
          {': '}
          {t('publishing.gameDay.notInPlan')}{' '}
          <Link className="font-medium text-foreground underline" to="/profile/subscription">
            {t('profile.seePlans')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <TeamPublishingForm
      key={settings.data ? 'loaded' : 'loading'}
      slotId={slotId}
      className={className}
      loading={settings.isPending || channels.isPending}
      channels={channels.data ?? []}
      initial={settings.data ?? gameDayPublishingOff}
    />
  );
}

function TeamPublishingForm({
  slotId,
  className,
  loading,
  channels,
  initial,
}: {
  slotId: string;
  className?: string;
  loading: boolean;
  channels: Channel[];
  initial: GameDayPublishing;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTeamSlotPublishing(slotId);
  const [previewOn, setPreviewOn] = useState(initial.preview !== null);
  const [daysBefore, setDaysBefore] = useState(initial.preview?.daysBefore ?? 0);
  const [time, setTime] = useState(initial.preview?.time ?? '10:00');
  const [result, setResult] = useState(initial.result);
  const [chosen, setChosen] = useState<string[]>(initial.channelIds);
  const [kinds, setKinds] = useState<PublicationKind[]>(initial.kinds);
  const [mode, setMode] = useState<GameDayMode>(initial.mode);
  const [media, setMedia] = useState<PublicationMedia>(initial.media);

  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  const on = previewOn || result;
  const disabled = loading || save.isPending;
  const submit = () => {
    const body: GameDayPublishing = {
      preview: previewOn ? { daysBefore, time } : null,
      result,
      channelIds: on ? chosen.filter((c) => channels.some((channel) => channel.id === c)) : [],
      kinds,
      mode,
      media,
    };
    save.mutate(body, changeToasts(t('publishing.gameDay.saved')));
  };

  return (
    <form
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-subtle p-3 text-sm sm:p-4',
        className,
      )}
      data-testid="team-publishing"
      aria-busy={loading}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-start gap-2">
        <Send aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold">{t('publishing.gameDay.title')}</p>
          <p className="text-muted-foreground">{t('publishing.gameDay.text')}</p>
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2" disabled={disabled}>
        <label className="flex min-h-10 items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-4 accent-current"
            checked={previewOn}
            onChange={(event) => setPreviewOn(event.target.checked)}
            data-testid="publish-preview-on"
          />
          {t('publishing.gameDay.preview')}
        </label>
        <DaysBeforeSelect value={daysBefore} onChange={setDaysBefore} disabled={!previewOn} />
        <label htmlFor={`${id}-time`}>{t('profile.mails.at')}</label>
        <div className="w-36">
          <Input
            id={`${id}-time`}
            type="time"
            value={time}
            disabled={!previewOn}
            required={previewOn}
            onChange={(event) => setTime(event.target.value)}
            data-testid="publish-preview-time"
          />
        </div>
      </fieldset>
      <label className="flex min-h-10 flex-wrap items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-current"
          checked={result}
          disabled={disabled}
          onChange={(event) => setResult(event.target.checked)}
          data-testid="publish-result-on"
        />
        <span className="font-medium">{t('publishing.gameDay.result')}</span>
        <span className="text-muted-foreground">{t('publishing.gameDay.resultWhen')}</span>
      </label>
      <fieldset className="flex flex-col gap-2" disabled={disabled || !on}>
        <legend className="mb-1 font-medium">{t('publishing.publish.channels')}</legend>
        {channels.length === 0 ? (
          <p className="text-muted-foreground">
            {t('publishing.publish.noChannelsText')}{' '}
            <Link className="font-medium text-foreground underline" to={appPaths.profileChannels}>
              {t('publishing.publish.toChannels')}
            </Link>
          </p>
        ) : (
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {channels.map((channel) => {
              const Icon = platformIcons[channel.platform];
              return (
                <label key={channel.id} className="flex min-h-10 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-current"
                    checked={chosen.includes(channel.id)}
                    onChange={(event) =>
                      setChosen(toggle(chosen, channel.id, event.target.checked))
                    }
                    data-testid="publish-channel"
                  />
                  <Icon aria-hidden className="size-4 text-muted-foreground" />
                  <span className="break-all">{channel.name}</span>
                  {channel.state === 'reconnect' && (
                    <span className="text-destructive">
                      ({t('publishing.publish.reconnectNeeded')})
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1" disabled={disabled || !on}>
        <legend className="mb-1 font-medium">{t('publishing.publish.kind')}</legend>
        {(['feed', 'story'] as const).map((kind) => (
          <label key={kind} className="flex min-h-10 items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-current"
              checked={kinds.includes(kind)}
              onChange={(event) => setKinds(toggle(kinds, kind, event.target.checked))}
              data-testid={`publish-kind-${kind}`}
            />
            {kind === 'feed' && media === 'video'
              ? t('publishing.publish.videoKinds.feed')
              : t(`publishing.gameDay.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1.5" disabled={disabled || !on}>
        <MediaChoice media={media} onChange={setMedia} compact />
        {media === 'video' ? (
          <p className="text-muted-foreground">{t('publishing.gameDay.videoFormat')}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <SegmentedControl<GameDayMode>
          label={t('publishing.gameDay.modeLabel')}
          value={mode}
          size="sm"
          onChange={setMode}
          options={[
            { value: 'publish', label: t('publishing.gameDay.mode.publish') },
            { value: 'ask', label: t('publishing.gameDay.mode.ask') },
          ]}
          className="self-start"
        />
        <p className="text-muted-foreground">{t(`publishing.gameDay.modeText.${mode}`)}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t('publishing.gameDay.footer')}</p>
        <Button
          type="submit"
          size="sm"
          disabled={disabled || (on && (chosen.length === 0 || kinds.length === 0))}
          data-testid="publish-settings-save"
        >
          {t('profile.mails.save')}
        </Button>
      </div>
    </form>
  );
}
