import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useSwitchWorkspace } from '#client/api/switch-workspace.ts';
import { pathAfterSwitch } from '#client/components/workspaces/path-after-switch.ts';
import { workspaceLabel } from '#client/components/workspaces/workspace-label.ts';
import { toast } from '#client/lib/toast.ts';

/** Switches the session to a workspace from the header's menus; says so in a toast. */
export function useWorkspaceSwitcher() {
  const { t } = useTranslation();
  const switching = useSwitchWorkspace();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = (workspace: Workspace, onSwitched?: () => void) => {
    switching.mutate(workspace.id, {
      onSuccess: (now) => {
        toast.success({
          title: t('workspace.switcher.switched', { name: workspaceLabel(t, now) }),
        });
        onSwitched?.();
        const next = pathAfterSwitch(pathname);
        if (next) void navigate(next);
      },
      onError: () => toast.error({ description: t('workspace.switcher.switchFailed') }),
    });
  };
  return { choose, pending: switching.isPending };
}
