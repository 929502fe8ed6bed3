import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useDeferredMenu } from '#client/components/layout/deferred-menu.ts';
import { Button } from '#client/components/ui/button.tsx';
import { WorkspaceCrest } from '#client/components/workspaces/workspace-crest.tsx';
import { workspaceLabel } from '#client/components/workspaces/workspace-label.ts';
import { cn } from '#client/lib/cn.ts';

const loadDropdown = () => import('#client/components/layout/workspace-dropdown.tsx');
const WorkspaceDropdown = lazy(() =>
  loadDropdown().then((m) => ({ default: m.WorkspaceDropdown })),
);

/**
 * The workspace switcher's button: the crest and the name of the workspace the session acts in.
 * Its name starts with the name it shows ('TV Seeland Lyss Konto wechseln'), so a voice command
 * with the visible label finds it.
 */
export function WorkspaceMenuButton({
  workspace,
  className,
  ...props
}: ComponentProps<'button'> & { workspace: Workspace }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Button
      variant="ghost"
      size="sm"
      // Below 1280 px the header has room for the crest alone (the name stays in the button's
      // name and tooltip). From there on the name comes first: the button keeps its width (up
      // to 16rem, where only a really long name is cut) and the address beside it gives way.
      className={cn('!shrink !gap-2 !px-2 xl:max-w-64 xl:min-w-0 xl:!shrink-0', className)}
      aria-labelledby={`${id}-name ${id}-hint`}
      title={workspaceLabel(t, workspace)}
      data-testid="workspace-menu"
      {...props}
    >
      <WorkspaceCrest workspace={workspace} className="size-6" />
      <span id={`${id}-name`} className="hidden truncate xl:inline">
        {/* The personal one in its short word, where the address beside it says whose. */}
        {workspace.personal ? t('workspace.personalBadge') : workspace.name}
      </span>
      <span id={`${id}-hint`} className="sr-only">
        {t('workspace.switcher.label')}
      </span>
      <ChevronDown aria-hidden className="text-muted-foreground" />
    </Button>
  );
}

/**
 * The header's workspace switcher (docs/workspaces.md): the current workspace, and a menu of the
 * user's workspaces (the personal one first), to switch or to create a club workspace. The menu
 * loads on first use (useDeferredMenu).
 */
export function WorkspaceMenu({ workspace }: { workspace: Workspace }) {
  const { openedBy, triggerProps } = useDeferredMenu(loadDropdown, 'menu');
  const button = <WorkspaceMenuButton workspace={workspace} {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <WorkspaceDropdown workspace={workspace} openedBy={openedBy} />
    </Suspense>
  );
}
