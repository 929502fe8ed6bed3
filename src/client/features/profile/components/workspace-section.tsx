import { useTranslation } from 'react-i18next';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { DeleteWorkspaceCard } from '#client/features/profile/components/delete-workspace-card.tsx';
import { ProfileSection } from '#client/features/profile/components/section-header.tsx';
import { WorkspaceActivity } from '#client/features/profile/components/workspace-activity.tsx';
import { WorkspaceIntro } from '#client/features/profile/components/workspace-intro.tsx';
import { WorkspaceMembers } from '#client/features/profile/components/workspace-members.tsx';
import { WorkspaceSettingsCard } from '#client/features/profile/components/workspace-settings-card.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';

/**
 * /profile/workspace ('Vereinskonto', docs/workspaces.md): the workspace the session acts in.
 * A club workspace shows its name and crest, its members with their roles, the invitations, the
 * activity and, for its owner, deleting it; the personal workspace explains club workspaces and
 * offers to create one.
 */
export function WorkspaceSection() {
  const { t } = useTranslation();
  const { workspace, user } = useMe();

  return (
    <ProfileSection
      title={t('screens.profile.workspace')}
      description={t('screens.profile.workspaceText')}
    >
      {!workspace || !user ? (
        <Card className="flex min-h-48 items-center justify-center">
          <Spinner className="size-6" />
        </Card>
      ) : workspace.personal ? (
        <WorkspaceIntro />
      ) : (
        // A new workspace is a new screen: nothing typed for the one before stays.
        <ClubWorkspace key={workspace.id} workspace={workspace} viewerId={user.id} />
      )}
    </ProfileSection>
  );
}

function ClubWorkspace({ workspace, viewerId }: { workspace: Workspace; viewerId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant={workspace.role === 'owner' ? 'brand' : 'soft'} data-testid="workspace-role">
          {t('workspace.settings.yourRole', { role: t(`workspace.roles.${workspace.role}`) })}
        </Badge>
      </p>
      <WorkspaceSettingsCard workspace={workspace} />
      <WorkspaceMembers workspace={workspace} viewerId={viewerId} />
      <WorkspaceActivity workspaceId={workspace.id} />
      {roleCan(workspace.role, 'ownership') ? <DeleteWorkspaceCard workspace={workspace} /> : null}
    </div>
  );
}
