import { Check, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useWorkspaces } from '#client/api/get-workspaces.ts';
import { CreateWorkspaceDialog } from '#client/components/workspaces/create-workspace-dialog.tsx';
import { useWorkspaceSwitcher } from '#client/components/workspaces/use-workspace-switcher.ts';
import { WorkspaceCrest } from '#client/components/workspaces/workspace-crest.tsx';
import { workspaceLabel } from '#client/components/workspaces/workspace-label.ts';
import { cn } from '#client/lib/cn.ts';

const rowClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-base font-medium transition-colors hover:bg-muted disabled:opacity-60';

/**
 * The mobile menu's workspace switcher: the user's workspaces (the personal one first), the
 * current one marked, each a button that switches to it; then 'Vereinskonto anlegen'. `onDone`
 * closes the menu once the session acts in another workspace.
 */
export function MobileWorkspaces({ workspace, onDone }: { workspace: Workspace; onDone(): void }) {
  const { t } = useTranslation();
  const workspaces = useWorkspaces();
  const switcher = useWorkspaceSwitcher();
  const [creating, setCreating] = useState(false);
  const list = workspaces.data ?? [workspace];

  return (
    <section aria-labelledby="mobile-workspaces-title" className="flex flex-col border-t pt-5">
      <h2
        id="mobile-workspaces-title"
        className="px-3 pb-2 text-sm font-medium text-muted-foreground"
      >
        {t('workspace.switcher.mobileTitle')}
      </h2>
      <ul className="flex flex-col">
        {list.map((candidate) => {
          const current = candidate.id === workspace.id;
          return (
            <li key={candidate.id}>
              <button
                type="button"
                className={cn(rowClasses, current && 'bg-brand-soft/60')}
                aria-current={current ? 'true' : undefined}
                disabled={switcher.pending}
                onClick={() => {
                  if (current) return;
                  switcher.choose(candidate, onDone);
                }}
                data-testid="workspace-option"
              >
                <WorkspaceCrest workspace={candidate} className="size-8" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate">{workspaceLabel(t, candidate)}</span>
                  <span className="truncate text-xs font-normal text-muted-foreground">
                    {candidate.personal
                      ? t('workspace.personalBadge')
                      : t(`workspace.roles.${candidate.role}`)}
                  </span>
                </span>
                {current ? <Check aria-hidden className="size-5 text-brand" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {workspaces.isError ? (
        <p role="alert" className="px-3 py-2 text-sm text-destructive">
          {t('workspace.switcher.loadFailed')}
        </p>
      ) : null}
      <button type="button" className={rowClasses} onClick={() => setCreating(true)}>
        <span className="flex size-8 items-center justify-center rounded-md border border-dashed text-muted-foreground">
          <Plus aria-hidden className="size-4" />
        </span>
        {t('workspace.switcher.create')}
      </button>
      <Link to="/profile/workspace" className={rowClasses} onClick={onDone}>
        <span className="flex size-8 items-center justify-center text-muted-foreground">
          <Settings aria-hidden className="size-5" />
        </span>
        {t('workspace.switcher.manage')}
      </Link>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} onCreated={onDone} />
    </section>
  );
}
