import {
  CircleAlert,
  CircleCheck,
  Camera,
  Download,
  LoaderCircle,
  Lock,
  LogIn,
  Share2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isUnlimited } from '#shared/plans.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';
import { SignInHereLink } from '#client/features/studio/components/sign-in-here-link.tsx';
import { BottomBar } from '#client/features/studio/components/bottom-bar.tsx';
import { DownloadOptions } from '#client/features/studio/components/download-options.tsx';
import { VideoExport } from '#client/features/studio/components/video-export.tsx';
import type { usePostExport } from '#client/features/studio/hooks/use-post-export.ts';
import { PublishButton } from '#client/components/publishing/publish-button.tsx';
import { defaultCaption } from '#client/lib/publish-form.ts';
import { toast } from '#client/lib/toast.ts';

type PostExport = ReturnType<typeof usePostExport>;

const isPhone = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

function canShareFile(file: File | null): file is File {
  return Boolean(
    file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] }),
  );
}

/**
 * The fixed export button with its notices (sign-in, slot maximum), the download's file type and
 * size (download-options.tsx), and the two dialogs that
 * follow it: 'Team speichern?' before and 'Instagram öffnen?' after the download.
 */
export function ExportBar({
  signedIn,
  postExport,
  teamName,
  gameLimit = null,
  caption = null,
}: {
  signedIn: boolean;
  postExport: PostExport;
  teamName: string | null;
  /** The plan's games per post when the post holds more (docs/product.md section 5): no export then. */
  gameLimit?: number | null;
  /** The caption below the preview, sent along when the post is shared. */
  caption?: string | null;
}) {
  const { t } = useTranslation();
  const { phase, slotLimitReached, teamNotSaved, inSlot, slots, maxTeams } = postExport;
  const working = phase === 'saving' || phase === 'exporting';
  const disabled =
    !signedIn ||
    gameLimit !== null ||
    slotLimitReached ||
    teamNotSaved ||
    !postExport.ready ||
    working;

  const openInstagram = () => {
    if (isPhone()) window.location.href = 'instagram://camera';
    else window.open('https://www.instagram.com/', '_blank', 'noopener,noreferrer');
    toast.success({ title: t('studio.instagram.opened') });
    postExport.closeInstagram();
  };

  const share = async (file: File) => {
    try {
      await navigator.share({
        files: [file],
        title: file.name,
        ...(caption ? { text: caption } : {}),
      });
      postExport.closeInstagram();
    } catch (error) {
      // Closing the share sheet rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.error('share failed', error);
    }
  };

  return (
    <>
      <BottomBar label={t('studio.export.button')}>
        {/* The notice, and 'Video' beside it: the flexible part of the bar, so the options and
            the download button keep their row. */}
        <div className="flex min-w-0 flex-1 basis-36 flex-wrap items-center gap-x-3 gap-y-2">
          <div className="min-w-0 flex-1 basis-36" aria-live="polite">
            {!signedIn ? (
              <div className="flex items-start gap-2.5" data-testid="export-notice">
                <LogIn aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <p className="text-sm">
                  <span className="font-semibold">{t('studio.export.signInTitle')}: </span>
                  <span className="text-muted-foreground">
                    {t('studio.export.signInText')}
                  </span>{' '}
                  <SignInHereLink>{t('studio.export.signIn')}</SignInHereLink>
                </p>
              </div>
            ) : gameLimit !== null ? (
              <PlanLimitNotice title={t('studio.games.maxTitle')}>
                {t('studio.games.maxText', { count: gameLimit })}.
              </PlanLimitNotice>
            ) : slotLimitReached && slots ? (
              <PlanLimitNotice title={t('studio.export.slotLimitTitle')}>
                {t('studio.export.slotLimitText', { count: maxTeams })}
              </PlanLimitNotice>
            ) : teamNotSaved ? (
              <div className="flex items-start gap-2.5" role="alert" data-testid="export-notice">
                <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <p className="text-sm">
                  <span className="font-semibold">{t('workspace.roleNote.exportTitle')} </span>
                  <span className="text-muted-foreground">
                    {t('workspace.roleNote.exportText')}
                  </span>
                </p>
              </div>
            ) : inSlot ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <CircleCheck aria-hidden className="size-4 text-success" />
                {t('studio.export.inSlot')}
              </p>
            ) : null}
          </div>
          {signedIn && <VideoExport request={postExport.videoRequest} disabled={disabled} />}
        </div>
        {signedIn && (
          <DownloadOptions
            choice={postExport.choice}
            sizes={postExport.sizes}
            onChoose={postExport.choose}
            disabled={working}
          />
        )}
        <div className="flex w-full gap-2 sm:ml-auto sm:w-auto">
          {signedIn && (
            <PublishButton
              input={
                postExport.request
                  ? {
                      posts: [postExport.request],
                      ratios: [postExport.ratio],
                      caption: defaultCaption({ caption, teamName }),
                      video: postExport.videoRequest !== null,
                    }
                  : null
              }
              disabled={disabled}
              labelFrom="2xl"
              className="shrink-0 max-2xl:px-3"
            />
          )}
          <Button
            size="lg"
            onClick={postExport.start}
            disabled={disabled}
            className="min-w-0 flex-1 sm:min-w-52 sm:flex-none"
            data-testid="export-button"
            // The file made before the click (ADR 030): idle, off, making or ready.
            data-pre-export={postExport.preExport}
          >
            {working ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Download aria-hidden />
            )}
            {t('studio.export.button')}
          </Button>
        </div>
      </BottomBar>

      <DialogShell
        open={phase === 'confirm-save' || phase === 'saving'}
        onOpenChange={(open) => !open && phase === 'confirm-save' && postExport.declineSave()}
        title={t('studio.saveTeam.title')}
        description={t('studio.saveTeam.text', { team: teamName ?? '' })}
      >
        {slots && (
          <div className="flex flex-col gap-1 rounded-xl bg-muted/60 px-4 py-3 text-sm">
            {!isUnlimited(maxTeams) && (
              <span className="font-semibold">
                {t('studio.saveTeam.usage', { used: slots.used, max: maxTeams })}
              </span>
            )}
            <span className="text-muted-foreground">{t('studio.saveTeam.lock')}</span>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={postExport.declineSave} disabled={phase === 'saving'}>
            {t('studio.saveTeam.no')}
          </Button>
          <Button onClick={postExport.confirmSave} disabled={phase === 'saving'}>
            {phase === 'saving' && <LoaderCircle aria-hidden className="animate-spin" />}
            {t('studio.saveTeam.yes')}
          </Button>
        </DialogFooter>
      </DialogShell>

      <DialogShell
        open={phase === 'instagram'}
        onOpenChange={(open) => !open && postExport.closeInstagram()}
        title={t('studio.instagram.title')}
        description={t('studio.instagram.text')}
      >
        <DialogFooter>
          <Button variant="outline" onClick={postExport.closeInstagram}>
            {t('studio.instagram.no')}
          </Button>
          {canShareFile(postExport.file) && (
            <Button variant="secondary" onClick={() => void share(postExport.file as File)}>
              <Share2 aria-hidden />
              {t('studio.instagram.share')}
            </Button>
          )}
          <Button onClick={openInstagram}>
            <Camera aria-hidden />
            {t('studio.instagram.yes')}
          </Button>
        </DialogFooter>
      </DialogShell>
    </>
  );
}

/** A limit of the plan that stops the export, with the way to a larger plan. */
function PlanLimitNotice({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="export-notice"
      className="flex items-start gap-2.5 text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="text-sm">
        <span className="font-semibold">{title}: </span>
        {children}{' '}
        <Link to="/profile/subscription" className="font-semibold underline underline-offset-4">
          {t('studio.export.upgrade')}
        </Link>
      </p>
    </div>
  );
}
