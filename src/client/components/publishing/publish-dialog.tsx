import { AlertCircle, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  publishingLimits,
  type PublicationKind,
  type PublicationMedia,
} from '#shared/publishing/publication.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { useChannels, useCreatePublication } from '#client/api/publishing.ts';
import { platformIcons } from '#client/components/publishing/platform-icons.ts';
import {
  allowedKinds,
  allowedVideoKinds,
  captionCounts,
  swissInputs,
  swissToIso,
} from '#client/lib/publish-form.ts';
import { serverMessage } from '#client/lib/toast.ts';
import { formatSwissDateTime } from '#client/lib/swiss-date-time.ts';
import { cn } from '#client/lib/cn.ts';
import { Notice } from '#client/components/publishing/publish-notice.tsx';
import { MediaChoice } from '#client/components/publishing/publish-media-choice.tsx';

/** What the dialog publishes: the posts as POST /api/exports takes them, and their ratios. */
export interface PublishInput {
  posts: Record<string, unknown>[];
  /** Width over height of each post. */
  ratios: number[];
  /** The caption the dialog starts with (defaultCaption). */
  caption: string;
  /** Whether the post may go out as its video (one game post in 9:16 or 4:5, ADR 065). */
  video?: boolean;
}

/** A scheduled time starts an hour from now, on the minute. */
function laterDefault(): { date: string; time: string } {
  return swissInputs(new Date(Date.now() + 60 * 60_000));
}

/**
 * 'Veröffentlichen' (ADR 059): channels to tick, feed or story where the posts allow it, the
 * caption with its characters and hashtags against Instagram's limits, now or a Swiss date and
 * time. Sends POST /api/publications and says what came of it, with the way to 'Beiträge'; a
 * refusal shows the server's catalogue text. Without channels it leads to 'Kanäle', without the
 * plan to the subscription.
 */
export function PublishDialog({
  open,
  onOpenChange,
  input,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  input: PublishInput;
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('publishing.publish.title')}
      description={
        input.posts.length > 1
          ? t('publishing.publish.carousel', { count: input.posts.length })
          : t('publishing.publish.description')
      }
      className="max-w-lg"
    >
      {open ? <PublishForm input={input} onClose={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function PublishForm({ input, onClose }: { input: PublishInput; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const { entitlements } = useMe();
  const channels = useChannels();
  const create = useCreatePublication();
  const videoKinds = input.video ? allowedVideoKinds(input.ratios) : [];
  const [media, setMedia] = useState<PublicationMedia>('image');
  const video = media === 'video' && videoKinds.length > 0;
  const kinds = video ? videoKinds : allowedKinds(input.ratios);
  const kindLabel = (value: PublicationKind) =>
    t(`publishing.publish.${video ? 'videoKinds' : 'kinds'}.${value}`);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [kind, setKind] = useState<PublicationKind | null>(null);
  const [caption, setCaption] = useState(input.caption);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [later, setLater] = useState(laterDefault);
  const [done, setDone] = useState<{ scheduled: boolean; at: string } | null>(null);

  const list = channels.data ?? [];
  const usable = list.filter((channel) => channel.state === 'connected');
  // Every usable channel is ticked until the person changes it.
  const picked = chosen ?? usable.map((channel) => channel.id);
  const activeKind = kind && kinds.includes(kind) ? kind : (kinds[0] ?? null);
  const counts = captionCounts(caption);
  const publishAt = when === 'later' ? swissToIso(later.date, later.time) : null;
  const carousel = input.posts.length > 1;
  const countWrong =
    carousel && (input.posts.length < 2 || input.posts.length > publishingLimits.maxPosts);
  const mixed = carousel && input.ratios.some((ratio) => Math.abs(ratio - input.ratios[0]!) > 0.01);

  if (done) {
    return (
      <div className="flex flex-col gap-4" role="status" data-testid="publish-done">
        <p className="flex items-start gap-2.5 text-sm">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            <span className="font-semibold">
              {done.scheduled
                ? t('publishing.publish.scheduledTitle')
                : t('publishing.publish.startedTitle')}
              :{' '}
            </span>
            {done.scheduled
              ? t('publishing.publish.scheduledText', { date: done.at })
              : t('publishing.publish.startedText')}
          </span>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('nav.close')}
          </Button>
          <Button asChild>
            <Link to="/publications">{t('publishing.publish.toPublications')}</Link>
          </Button>
        </DialogFooter>
      </div>
    );
  }

  if (!entitlements.limits.canPublish) {
    return (
      <Notice
        text={t('publishing.publish.upgradeText')}
        to="/profile/subscription"
        label={t('publishing.publish.seePlans')}
      />
    );
  }
  if (channels.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="flex justify-center py-6">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-muted-foreground" />
      </div>
    );
  }
  if (channels.isError) {
    return <p role="alert">{serverMessage(channels.error)}</p>;
  }
  if (list.length === 0) {
    return (
      <Notice
        title={t('publishing.publish.noChannelsTitle')}
        text={t('publishing.publish.noChannelsText')}
        to="/profile/channels"
        label={t('publishing.publish.toChannels')}
      />
    );
  }

  const problem = countWrong
    ? t('publishing.publish.carouselCount', { count: input.posts.length })
    : mixed
      ? t('publishing.publish.carouselMixed')
      : !activeKind
        ? t('publishing.publish.noKind')
        : null;
  const story = activeKind === 'story';
  const invalid =
    problem !== null ||
    picked.length === 0 ||
    (!story && (counts.charsOver || counts.hashtagsOver)) ||
    (when === 'later' && publishAt === null);

  const submit = () => {
    if (invalid || !activeKind) return;
    create.mutate(
      {
        channelIds: picked,
        kind: activeKind,
        ...(video ? { media: 'video' as const } : {}),
        posts: input.posts,
        caption: story ? '' : caption,
        ...(publishAt ? { publishAt } : {}),
      },
      {
        onSuccess: (created) =>
          setDone({
            scheduled: created.state === 'scheduled' && publishAt !== null,
            at: publishAt ? (formatSwissDateTime(publishAt) ?? '') : '',
          }),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="publish-form"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('publishing.publish.channels')}</legend>
        {list.map((channel) => {
          const Icon = platformIcons[channel.platform];
          const usableChannel = channel.state === 'connected';
          return (
            <label
              key={channel.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm',
                !usableChannel && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand"
                disabled={!usableChannel}
                checked={picked.includes(channel.id)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked
                      ? [...picked, channel.id]
                      : picked.filter((other) => other !== channel.id),
                  )
                }
                data-testid="publish-channel"
              />
              <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium">{channel.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {usableChannel
                  ? t(`publishing.platform.${channel.platform}`)
                  : t('publishing.publish.reconnectNeeded')}
              </span>
            </label>
          );
        })}
      </fieldset>

      {videoKinds.length > 0 ? <MediaChoice media={media} onChange={setMedia} /> : null}

      {kinds.length > 1 ? (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold" id={`${id}-kind`}>
            {t('publishing.publish.kind')}
          </span>
          <SegmentedControl<PublicationKind>
            className="self-start"
            label={t('publishing.publish.kind')}
            value={activeKind ?? 'feed'}
            options={kinds.map((value) => ({ value, label: kindLabel(value) }))}
            onChange={setKind}
          />
        </div>
      ) : activeKind ? (
        <p className="text-sm">
          <span className="font-semibold">{t('publishing.publish.kind')}: </span>
          {kindLabel(activeKind)}
        </p>
      ) : null}

      {story ? (
        <p className="text-sm text-muted-foreground">{t('publishing.publish.storyCaption')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-caption`} className="text-sm font-semibold">
            {t('publishing.publish.caption')}
          </label>
          <textarea
            id={`${id}-caption`}
            aria-describedby={`${id}-counts`}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            rows={5}
            className="w-full resize-y rounded-xl border border-input bg-background px-3 py-2 text-sm leading-relaxed shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
            data-testid="publish-caption"
          />
          <p
            id={`${id}-counts`}
            className="flex flex-wrap gap-x-4 text-xs text-muted-foreground tabular-nums"
          >
            <span className={cn(counts.charsOver && 'font-semibold text-destructive')}>
              {t('publishing.publish.chars', {
                count: counts.chars,
                max: publishingLimits.captionMaxChars.toLocaleString('de-CH'),
              })}
            </span>
            <span className={cn(counts.hashtagsOver && 'font-semibold text-destructive')}>
              {t('publishing.publish.hashtags', {
                count: counts.hashtags,
                max: publishingLimits.maxHashtags,
              })}
            </span>
          </p>
        </div>
      )}

      <div className="flex flex-col gap-3">
        <span className="text-sm font-semibold">{t('publishing.publish.when')}</span>
        <SegmentedControl<'now' | 'later'>
          className="self-start"
          label={t('publishing.publish.when')}
          value={when}
          options={[
            { value: 'now', label: t('publishing.publish.now') },
            { value: 'later', label: t('publishing.publish.later') },
          ]}
          onChange={setWhen}
        />
        {when === 'later' ? (
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('publishing.publish.date')}
              <Input
                type="date"
                value={later.date}
                onChange={(event) => setLater({ ...later, date: event.target.value })}
                aria-invalid={publishAt === null}
                data-testid="publish-date"
              />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('publishing.publish.time')}
              <Input
                type="time"
                value={later.time}
                onChange={(event) => setLater({ ...later, time: event.target.value })}
                aria-invalid={publishAt === null}
                data-testid="publish-time"
              />
            </label>
            {publishAt === null ? (
              <p role="alert" className="col-span-2 text-sm text-destructive">
                {t('publishing.publish.timeInvalid')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {problem ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      {create.isError ? (
        <p
          role="alert"
          className="flex items-start gap-2 text-sm text-destructive"
          data-testid="publish-error"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {serverMessage(create.error)}
        </p>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('publishing.publish.cancel')}
        </Button>
        <Button type="submit" disabled={invalid || create.isPending} data-testid="publish-submit">
          {create.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {when === 'later'
            ? t('publishing.publish.submitLater')
            : t('publishing.publish.submitNow')}
        </Button>
      </DialogFooter>
    </form>
  );
}
