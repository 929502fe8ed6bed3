import { Copy, LayoutTemplate, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canvasSize } from '#shared/templates/formats.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useCopyTemplate } from '#client/api/copy-template.ts';
import { useDeleteTemplate } from '#client/api/delete-template.ts';
import { useMe } from '#client/api/get-me.ts';
import { useTemplates, type CustomTemplate } from '#client/api/get-templates.ts';
import { ConfirmDeleteDialog } from '#client/features/profile/components/confirm-dialog.tsx';
import { useConfirmedDelete } from '#client/features/profile/hooks/use-confirmed-delete.ts';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import {
  EmptyState,
  LoadError,
  LoadingTiles,
} from '#client/features/profile/components/section-states.tsx';
import { TemplatePreview } from '#client/features/profile/components/template-preview.tsx';
import { UpgradeNotice } from '#client/features/profile/components/upgrade-notice.tsx';
import { IconAction, TileName } from '#client/features/profile/components/library-tile.tsx';
import { LockedCover } from '#client/features/profile/components/locked-cover.tsx';
import { isAtLimit } from '#client/features/profile/utils/usage.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';

const editPath = (id: string) => `/profile/templates/edit/${encodeURIComponent(id)}`;

/**
 * /profile/templates (docs/product.md sections 2, 5 and 7): the user's own templates, newest first, each
 * with a small preview, edit, copy ('(Kopie)', refused at the plan's limit) and delete. Plans
 * without custom templates see an upgrade notice; templates beyond the plan's limit are locked.
 */
export function TemplatesSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { entitlements, workspace } = useMe();
  const allowed = entitlements.limits.canUseCustomTemplates;
  // An editor uses the workspace's templates in the studio; making them is the owner's and admins'.
  const manages = roleCan(workspace?.role, 'library');
  const limit = entitlements.limits.maxCustomTemplates;
  const templates = useTemplates();
  const copy = useCopyTemplate();
  const remove = useDeleteTemplate();
  const deleting = useConfirmedDelete<CustomTemplate>(remove, t('profile.templateList.deleted'));
  const list = templates.data ?? [];
  const full = isAtLimit(list.length, limit);

  const refuseAtLimit = () =>
    toast.error({
      title: t('profile.templateList.limitTitle'),
      description: t('profile.templateList.limitText'),
    });

  const create = () => {
    if (full) refuseAtLimit();
    else void navigate('/profile/templates/new');
  };

  const copyTemplate = (template: CustomTemplate) => {
    if (full) {
      refuseAtLimit();
      return;
    }
    copy.mutate(template.id, {
      onSuccess: () => toast.success({ title: t('profile.templateList.copied') }),
      onError: (cause) => {
        if (cause instanceof ApiError && cause.code === 'TEMPLATE_LIMIT') refuseAtLimit();
        else toast.error({ description: serverMessage(cause) });
      },
    });
  };

  const anyLocked = list.some((template) => template.locked);

  return (
    <ProfileSection
      title={t('screens.profile.templates')}
      description={t('screens.profile.templatesText')}
      usage={
        allowed && templates.data
          ? { count: list.length, limit, label: t('profile.templateList.usage') }
          : null
      }
      action={
        allowed && manages ? (
          <Button onClick={create} data-testid="create-template">
            <Plus aria-hidden />
            {t('profile.templateList.create')}
          </Button>
        ) : null
      }
    >
      {allowed && !manages ? <RoleNote>{t('workspace.roleNote.templates')}</RoleNote> : null}
      {!allowed && (
        <UpgradeNotice
          title={t('profile.templateList.upgradeTitle')}
          text={t('profile.templateList.upgradeText')}
        />
      )}

      {templates.isPending ? (
        <LoadingTiles
          count={3}
          className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
          tileClassName="aspect-[4/5]"
        />
      ) : templates.isError ? (
        <LoadError
          title={t('profile.templateList.loadFailed')}
          onRetry={() => void templates.refetch()}
        />
      ) : list.length === 0 ? (
        allowed && manages ? (
          <EmptyState
            icon={LayoutTemplate}
            title={t('profile.templateList.emptyTitle')}
            text={t('profile.templateList.emptyText')}
            action={
              <Button onClick={create}>
                <Plus aria-hidden />
                {t('profile.templateList.create')}
              </Button>
            }
          />
        ) : null
      ) : (
        <>
          {anyLocked && allowed && (
            <p className="flex items-start gap-2 rounded-xl border bg-subtle p-4 text-sm text-muted-foreground">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                {t('profile.templateList.lockedText')}{' '}
                <Link to="/profile/subscription" className="font-medium text-brand hover:underline">
                  {t('profile.seePlans')}
                </Link>
              </span>
            </p>
          )}
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {list.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                manages={manages}
                onCopy={() => copyTemplate(template)}
                onDelete={() => deleting.ask(template)}
                copying={copy.isPending && copy.variables === template.id}
              />
            ))}
          </ul>
        </>
      )}

      <ConfirmDeleteDialog
        {...deleting.dialog}
        title={t('profile.templateList.confirmTitle')}
        description={t('profile.templateList.confirmText', {
          name: deleting.confirming?.name ?? '',
        })}
      />
    </ProfileSection>
  );
}

function TemplateCard({
  template,
  manages,
  onCopy,
  onDelete,
  copying,
}: {
  template: CustomTemplate;
  /** The viewer may edit, copy and delete it (owner and admins); an editor sees it only. */
  manages: boolean;
  onCopy(): void;
  onDelete(): void;
  copying: boolean;
}) {
  const { t } = useTranslation();
  const size = canvasSize(template.config.format);
  const label = (action: string) =>
    t('profile.templateList.actionLabel', { name: template.name, action });
  const preview = (
    <div
      className="relative overflow-hidden rounded-lg bg-muted ring-1 ring-black/5 dark:ring-white/10"
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
    >
      <TemplatePreview template={template} />
      {template.locked && <LockedCover className="backdrop-blur-[1px]" />}
    </div>
  );

  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-2.5 shadow-sm sm:p-3"
      data-testid="template-card"
      data-locked={template.locked}
    >
      {template.locked || !manages ? (
        preview
      ) : (
        <Link
          to={editPath(template.id)}
          aria-label={label(t('profile.templateList.edit'))}
          className="rounded-lg transition-opacity hover:opacity-90"
        >
          {preview}
        </Link>
      )}
      <div className="flex min-w-0 flex-col gap-0.5 px-0.5">
        <TileName name={template.name} testId="template-name" />
        <p className="text-xs text-muted-foreground">
          {t('profile.templateList.games', { count: template.supportedGames })} ·{' '}
          {template.config.format}
        </p>
      </div>
      {manages ? (
        <div className="mt-auto flex items-center gap-1 border-t pt-2">
          {template.locked ? (
            <IconAction label={label(t('profile.templateList.edit'))} disabled>
              <Pencil aria-hidden />
            </IconAction>
          ) : (
            <Button
              asChild
              variant="ghost"
              size="sm"
              className="size-8 px-0"
              title={t('profile.templateList.edit')}
            >
              <Link to={editPath(template.id)} aria-label={label(t('profile.templateList.edit'))}>
                <Pencil aria-hidden />
              </Link>
            </Button>
          )}
          <IconAction
            label={label(t('profile.templateList.copy'))}
            title={t('profile.templateList.copy')}
            onClick={onCopy}
            disabled={template.locked || copying}
            testId="copy-template"
          >
            <Copy aria-hidden />
          </IconAction>
          <IconAction
            label={label(t('profile.templateList.delete'))}
            title={t('profile.templateList.delete')}
            onClick={onDelete}
            className="ml-auto"
            variant="ghost-destructive"
            testId="delete-template"
          >
            <Trash2 aria-hidden />
          </IconAction>
        </div>
      ) : null}
    </li>
  );
}
