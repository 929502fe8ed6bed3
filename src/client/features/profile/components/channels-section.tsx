import { AlertCircle, Camera, CircleCheck, Send, ThumbsUp, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Channel, Platform } from '#shared/publishing/publication.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import {
  EmptyState,
  LoadError,
  LoadingTiles,
} from '#client/features/profile/components/section-states.tsx';
import { UpgradeNotice } from '#client/features/profile/components/upgrade-notice.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { connectPath, useChannels, useDisconnectChannel } from '#client/api/publishing.ts';
import { catalogueText } from '#client/features/profile/utils/catalogue-text.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';
import { platformIcons } from '#client/components/publishing/platform-icons.ts';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * /profile/channels (ADR 059): the workspace's Instagram accounts and Facebook Pages, with their
 * state and expiry. Owner and admins connect (a link to Meta's consent, here the demo double's)
 * and disconnect; an editor sees the list and why the controls are not there. The OAuth callback
 * comes back here with `?connected=platform&channels=n` or `?error=CODE`, which the page says once.
 */
export function ChannelsSection() {
  const { t, i18n } = useTranslation();
  const { entitlements, workspace } = useMe();
  const allowed = entitlements.limits.canPublish;
  const manages = roleCan(workspace?.role, 'settings');
  const channels = useChannels();
  const disconnect = useDisconnectChannel();
  const deleting = useConfirmedDelete<Channel>(disconnect, t('publishing.channels.disconnected'));
  const outcome = useCallbackOutcome();
  const language = resolveLanguage(i18n.language);
  const list = channels.data ?? [];

  const connectButtons =
    allowed && manages && !channels.off ? (
      <>
        <Button asChild>
          <a href={connectPath('instagram')} data-testid="connect-instagram">
            <Camera aria-hidden />
            {t('publishing.channels.connectInstagram')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={connectPath('facebook')} data-testid="connect-facebook">
            <ThumbsUp aria-hidden />
            {t('publishing.channels.connectFacebook')}
          </a>
        </Button>
      </>
    ) : null;

  return (
    <ProfileSection
      title={t('screens.profile.channels')}
      description={t('screens.profile.channelsText')}
    >
      {outcome?.kind === 'connected' ? (
        <p
          role="status"
          className="flex items-start gap-2.5 rounded-xl border border-success/30 bg-success/10 px-4 py-3 text-sm"
          data-testid="channels-connected"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            <span className="font-semibold">{t(`publishing.platform.${outcome.platform}`)}: </span>
            {t('publishing.channels.connected', { count: outcome.count })}
          </span>
        </p>
      ) : outcome?.kind === 'error' ? (
        <p
          role="alert"
          className="flex items-start gap-2.5 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
          data-testid="channels-error"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            <span className="font-semibold">{t('publishing.channels.errorTitle')}: </span>
            {catalogueText(outcome.code, language) ?? t('toast.errorTitle')}
          </span>
        </p>
      ) : null}

      {channels.off ? (
        <EmptyState
          icon={Send}
          title={t('publishing.channels.offTitle')}
          text={t('publishing.channels.offText')}
        />
      ) : (
        <>
          {!allowed ? (
            <UpgradeNotice
              title={t('publishing.channels.upgradeTitle')}
              text={t('publishing.channels.upgradeText')}
            />
          ) : !manages ? (
            <RoleNote>{t('publishing.channels.roleNote')}</RoleNote>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{connectButtons}</div>
          )}

          {channels.isPending ? (
            <LoadingTiles count={2} className="flex flex-col gap-3" tileClassName="h-20" />
          ) : channels.isError ? (
            <LoadError
              title={t('publishing.channels.loadFailed')}
              onRetry={() => void channels.refetch()}
            />
          ) : list.length === 0 ? (
            allowed ? (
              <EmptyState
                icon={Send}
                title={t('publishing.channels.emptyTitle')}
                text={t('publishing.channels.emptyText')}
              />
            ) : null
          ) : (
            <section aria-labelledby="channels-title" className="flex flex-col gap-3">
              <h3 id="channels-title" className="text-lg font-semibold tracking-tight">
                {t('publishing.channels.listTitle')}
              </h3>
              <ul className="flex flex-col gap-3">
                {list.map((channel) => (
                  <ChannelRow
                    key={channel.id}
                    channel={channel}
                    onDisconnect={manages ? () => deleting.ask(channel) : null}
                    reconnect={allowed && manages}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      <ConfirmDeleteDialog
        {...deleting.dialog}
        title={t('publishing.channels.confirmTitle')}
        description={t('publishing.channels.confirmText', {
          name: deleting.confirming?.name ?? '',
        })}
        confirmLabel={t('publishing.channels.confirm')}
      />
    </ProfileSection>
  );
}

type Outcome =
  { kind: 'connected'; platform: Platform; count: number } | { kind: 'error'; code: string };

/**
 * What the OAuth callback put in the address, read once: the parameters leave the address at
 * once, so a reload or a shared link does not say it again.
 */
function useCallbackOutcome(): Outcome | null {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState<Outcome | null>(() => {
    const connected = params.get('connected');
    const error = params.get('error');
    if (connected === 'instagram' || connected === 'facebook') {
      const count = Number(params.get('channels') ?? '1');
      return {
        kind: 'connected',
        platform: connected,
        count: Number.isInteger(count) && count > 0 ? count : 1,
      };
    }
    if (error) return { kind: 'error', code: error.slice(0, 64) };
    return null;
  });
  useEffect(() => {
    if (params.has('connected') || params.has('error') || params.has('channels')) {
      setParams({}, { replace: true });
    }
  }, [params, setParams]);
  return outcome;
}

function ChannelRow({
  channel,
  onDisconnect,
  reconnect,
}: {
  channel: Channel;
  onDisconnect: (() => void) | null;
  reconnect: boolean;
}) {
  const { t } = useTranslation();
  const Icon = platformIcons[channel.platform];
  const expiry = channel.expiresAt ? formatSwissDate(channel.expiresAt) : null;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-2xl border bg-card p-3 shadow-sm sm:flex-nowrap sm:p-4"
      data-testid="channel-row"
      data-platform={channel.platform}
      data-state={channel.state}
    >
      {/* The account's picture through the app (Meta's CDN is not a source the page loads
          from); the server answers the platform's mark where there is none. */}
      {channel.pictureUrl ? (
        <img
          src={channel.pictureUrl}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full bg-muted object-cover"
          data-testid="channel-picture"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden className="size-5 text-muted-foreground" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold" data-testid="channel-name">
            {channel.name}
          </span>
          <Badge variant={channel.state === 'connected' ? 'success' : 'warning'}>
            {t(`publishing.channels.state.${channel.state}`)}
          </Badge>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Icon aria-hidden className="size-3.5" />
            {t(`publishing.platform.${channel.platform}`)}
          </span>
          <span aria-hidden>·</span>
          <span>
            {expiry
              ? t('publishing.channels.expires', { date: expiry })
              : t('publishing.channels.noExpiry')}
          </span>
        </p>
      </div>
      <div className="flex w-full shrink-0 justify-end gap-2 sm:w-auto">
        {reconnect && channel.state === 'reconnect' ? (
          <Button asChild size="sm">
            <a href={connectPath(channel.platform)}>{t('publishing.channels.reconnect')}</a>
          </Button>
        ) : null}
        {onDisconnect ? (
          <Button
            size="sm"
            variant="ghost-destructive"
            onClick={onDisconnect}
            aria-label={t('publishing.channels.disconnectLabel', { name: channel.name })}
            data-testid="disconnect-channel"
          >
            <Trash2 aria-hidden />
            {t('publishing.channels.disconnect')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
