import { ImageOff, Trash2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoTypes, type Logo, type LogoType } from '#shared/logos/logo.schema.ts';
import { useDeleteLogo } from '#client/api/delete-logo.ts';
import { useLogos } from '#client/api/get-logos.ts';
import { useMe } from '#client/api/get-me.ts';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { LogoUploadForm } from '#client/features/profile/components/logo-upload-form.tsx';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import {
  EmptyState,
  LoadError,
  LoadingTiles,
  pictureGrid,
} from '#client/features/profile/components/section-states.tsx';
import { UpgradeNotice } from '#client/features/profile/components/upgrade-notice.tsx';
import { IconAction, TileName } from '#client/features/profile/components/library-tile.tsx';
import { LockedCover } from '#client/features/profile/components/locked-cover.tsx';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * /profile/logos (docs/product.md sections 2, 5 and 6): the upload form and the user's logos in the tabs
 * Sponsoren, Verein, Team, Andere, each with delete. Logo upload is for Pro and Premium (the
 * entitlements say); others see an upgrade notice, and logos kept from a paid plan show locked.
 */
export function LogosSection() {
  const { t } = useTranslation();
  const { entitlements, workspace } = useMe();
  const allowed = entitlements.limits.canUploadLogos;
  // An editor uses the workspace's logos in templates; uploading and deleting is the owner's and
  // admins'.
  const manages = roleCan(workspace?.role, 'library');
  const logos = useLogos();
  const remove = useDeleteLogo();
  const [tab, setTab] = useState<LogoType>('sponsor');
  const deleting = useConfirmedDelete<Logo>(remove, t('profile.logoLibrary.deleted'));
  const list = logos.data?.logos ?? [];

  return (
    <ProfileSection title={t('screens.profile.logos')} description={t('screens.profile.logosText')}>
      {allowed && !manages ? (
        <RoleNote>{t('workspace.roleNote.logos')}</RoleNote>
      ) : allowed ? (
        <LogoUploadForm onUploaded={(logo) => setTab(logo.logoType)} />
      ) : (
        <UpgradeNotice
          title={t('profile.logoLibrary.upgradeTitle')}
          text={t('profile.logoLibrary.upgradeText')}
        />
      )}

      {logos.isPending ? (
        <LoadingTiles count={4} className={pictureGrid} tileClassName="aspect-square" />
      ) : logos.isError ? (
        <LoadError
          title={t('profile.logoLibrary.loadFailed')}
          onRetry={() => void logos.refetch()}
        />
      ) : !allowed && list.length === 0 ? null : (
        <section aria-labelledby="logo-library-title" className="flex flex-col gap-4">
          <h3 id="logo-library-title" className="text-lg font-semibold tracking-tight">
            {t('profile.logoLibrary.library')}
          </h3>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as LogoType)}>
            <Tabs.List
              aria-label={t('profile.logoLibrary.tabsLabel')}
              className="flex w-full gap-0.5 rounded-full border bg-muted/60 p-0.5 sm:inline-flex sm:w-auto"
            >
              {logoTypes.map((type) => {
                const count = list.filter((logo) => logo.logoType === type).length;
                return (
                  <Tabs.Trigger
                    key={type}
                    value={type}
                    data-testid={`logo-tab-${type}`}
                    className="inline-flex h-9 min-w-0 flex-auto items-center justify-center gap-1.5 rounded-full px-2 text-[0.8125rem] font-semibold text-muted-foreground transition-all hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-border sm:px-4 sm:text-sm"
                  >
                    <span className="truncate">{t(`profile.logoLibrary.tabs.${type}`)}</span>
                    <span className="hidden text-xs tabular-nums opacity-70 min-[400px]:inline">
                      {count}
                    </span>
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            {logoTypes.map((type) => {
              const ofType = list.filter((logo) => logo.logoType === type);
              return (
                <Tabs.Content key={type} value={type} className="mt-4 focus-visible:outline-none">
                  {ofType.length === 0 ? (
                    <EmptyState
                      icon={ImageOff}
                      title={t('profile.logoLibrary.emptyTitle', {
                        tab: t(`profile.logoLibrary.tabs.${type}`),
                      })}
                      text={t('profile.logoLibrary.emptyText')}
                    />
                  ) : (
                    <ul className={pictureGrid}>
                      {ofType.map((logo) => (
                        <LogoTile
                          key={logo.id}
                          logo={logo}
                          onDelete={manages ? () => deleting.ask(logo) : null}
                        />
                      ))}
                    </ul>
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        </section>
      )}

      <ConfirmDeleteDialog
        {...deleting.dialog}
        title={t('profile.logoLibrary.confirmTitle')}
        description={t('profile.logoLibrary.confirmText', {
          name: deleting.confirming?.name ?? '',
        })}
      />
    </ProfileSection>
  );
}

/** A logo of the library; `onDelete` null where the viewer may not delete it (an editor). */
function LogoTile({ logo, onDelete }: { logo: Logo; onDelete: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-2xl border bg-card p-2.5 shadow-sm sm:p-3"
      data-testid="logo-tile"
      data-locked={logo.locked}
    >
      <div className="relative flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--background)_0_50%)] bg-[length:16px_16px] ring-1 ring-black/5 dark:ring-white/10">
        <img
          src={logo.url}
          alt={logo.name}
          loading="lazy"
          decoding="async"
          className="max-h-full max-w-full object-contain p-3"
        />
        {logo.locked && <LockedCover title={t('profile.logoLibrary.lockedText')} />}
      </div>
      <div className="flex min-w-0 items-center gap-1 pl-0.5">
        <TileName name={logo.name} testId="logo-name" className="min-w-0 flex-1" />
        {onDelete ? (
          <IconAction
            label={t('profile.logoLibrary.deleteLabel', { name: logo.name })}
            title={t('profile.logoLibrary.delete')}
            onClick={onDelete}
            className="shrink-0"
            variant="ghost-destructive"
            testId="delete-logo"
          >
            <Trash2 aria-hidden />
          </IconAction>
        ) : null}
      </div>
    </li>
  );
}
