import { ArrowRightLeft, Building2, Crown, PenLine, Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaces } from '#client/api/get-workspaces.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { CreateWorkspaceDialog } from '#client/components/workspaces/create-workspace-dialog.tsx';
import { useWorkspaceSwitcher } from '#client/components/workspaces/use-workspace-switcher.ts';
import { WorkspaceCrest } from '#client/components/workspaces/workspace-crest.tsx';

const roleLines = [
  { key: 'owner', icon: Crown },
  { key: 'admin', icon: ShieldCheck },
  { key: 'editor', icon: PenLine },
] as const;

/**
 * The workspace screen in the personal workspace: what a club workspace is and its three roles,
 * 'Vereinskonto anlegen', and the club workspaces the person already belongs to, to switch to.
 */
export function WorkspaceIntro() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const workspaces = useWorkspaces();
  const switcher = useWorkspaceSwitcher();
  const clubs = (workspaces.data ?? []).filter((workspace) => !workspace.personal);

  return (
    <div className="flex flex-col gap-6">
      <Card data-testid="workspace-intro">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Building2 aria-hidden className="size-5 text-brand" />
            {t('workspace.intro.title')}
          </CardTitle>
          <CardDescription>{t('workspace.intro.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ul className="flex flex-col gap-2.5 text-sm">
            {roleLines.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-start gap-2.5">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                <span>{t(`workspace.intro.${key}`)}</span>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button onClick={() => setCreating(true)} className="self-start">
              <Plus aria-hidden />
              {t('workspace.switcher.create')}
            </Button>
            <p className="text-sm text-muted-foreground">{t('workspace.intro.switchHint')}</p>
          </div>
        </CardContent>
      </Card>

      {clubs.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('workspace.intro.others')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y">
              {clubs.map((club) => (
                <li
                  key={club.id}
                  className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
                  data-testid="workspace-club"
                >
                  <WorkspaceCrest workspace={club} className="size-9 rounded-lg" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <p className="truncate font-semibold">{club.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {t(`workspace.roles.${club.role}`)}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={switcher.pending}
                    aria-label={t('workspace.members.actionLabel', {
                      action: t('workspace.intro.switchTo'),
                      name: club.name,
                    })}
                    onClick={() => switcher.choose(club)}
                  >
                    <ArrowRightLeft aria-hidden />
                    {t('workspace.intro.switchTo')}
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
