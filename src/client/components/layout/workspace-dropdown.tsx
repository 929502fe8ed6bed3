import { Plus, Settings } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useWorkspaces } from '#client/api/get-workspaces.ts';
import { useFirstOpenFocus, type OpenedBy } from '#client/components/layout/deferred-menu.ts';
import { WorkspaceMenuButton } from '#client/components/layout/workspace-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { CreateWorkspaceDialog } from '#client/components/workspaces/create-workspace-dialog.tsx';
import { useWorkspaceSwitcher } from '#client/components/workspaces/use-workspace-switcher.ts';
import { WorkspaceCrest } from '#client/components/workspaces/workspace-crest.tsx';
import { workspaceLabel } from '#client/components/workspaces/workspace-label.ts';

/** WorkspaceMenu once it has been used: the menu, open from the start. */
export function WorkspaceDropdown({
  workspace,
  openedBy,
}: {
  workspace: Workspace;
  openedBy: OpenedBy;
}) {
  const { t } = useTranslation();
  const onFocus = useFirstOpenFocus(openedBy);
  const [open, setOpen] = useState(true);
  const workspaces = useWorkspaces({ enabled: open });
  const switcher = useWorkspaceSwitcher();
  const [creating, setCreating] = useState(false);
  // 'Vereinskonto anlegen' opens its dialog once the menu has closed and given the focus back,
  // so that the two never hold the page at the same time.
  const createNext = useRef(false);
  const list = workspaces.data ?? [workspace];

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <WorkspaceMenuButton workspace={workspace} />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          className="w-72 max-w-[calc(100vw-2rem)]"
          onFocus={onFocus}
          onCloseAutoFocus={(event) => {
            if (!createNext.current) return;
            createNext.current = false;
            event.preventDefault();
            setCreating(true);
          }}
        >
          <DropdownMenuLabel>{t('workspace.switcher.menuTitle')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={workspace.id}
            onValueChange={(id) => {
              const chosen = list.find((candidate) => candidate.id === id);
              if (chosen && chosen.id !== workspace.id) switcher.choose(chosen);
            }}
          >
            {list.map((candidate) => (
              <DropdownMenuRadioItem
                key={candidate.id}
                value={candidate.id}
                disabled={switcher.pending}
                data-testid="workspace-option"
              >
                <WorkspaceCrest workspace={candidate} className="size-7" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{workspaceLabel(t, candidate)}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {candidate.personal
                      ? t('workspace.personalBadge')
                      : t(`workspace.roles.${candidate.role}`)}
                  </span>
                </span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {workspaces.isError ? (
            <p role="alert" className="px-2.5 py-2 text-xs text-destructive">
              {t('workspace.switcher.loadFailed')}
            </p>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              createNext.current = true;
            }}
          >
            <Plus aria-hidden />
            {t('workspace.switcher.create')}
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/profile/workspace">
              <Settings aria-hidden />
              {t('workspace.switcher.manage')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
