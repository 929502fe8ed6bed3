import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKSPACE_NAME_MAX, type Workspace } from '#shared/workspaces/workspace.schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { FileButton } from '#client/components/ui/file-input.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { WorkspaceCrest } from '#client/components/workspaces/workspace-crest.tsx';
import { workspaceNameProblem } from '#client/components/workspaces/workspace-name.ts';
import { useRenameWorkspace } from '#client/features/profile/api/rename-workspace.ts';
import {
  useRemoveWorkspaceCrest,
  useUploadWorkspaceCrest,
} from '#client/features/profile/api/workspace-crest.ts';
import { logoFileProblem } from '#client/features/profile/utils/logo-form.ts';
import { roleCan } from '#client/lib/workspace-role.ts';
import { changeToasts, serverMessage, toast } from '#client/lib/toast.ts';

/** What a crest may be: the logo upload's types but WebP (docs/workspaces.md). */
const crestTypes = 'image/png,image/jpeg,image/svg+xml';

/**
 * 'Name und Vereinslogo' of a club workspace: the name, editable for the owner and admins, and
 * the crest, uploaded (PNG, JPEG or SVG, the logo upload's checks) or removed; for an editor the
 * same, read only, with who manages it.
 */
export function WorkspaceSettingsCard({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const editable = roleCan(workspace.role, 'settings');
  const rename = useRenameWorkspace();
  const upload = useUploadWorkspaceCrest();
  const removeCrest = useRemoveWorkspaceCrest();
  const [name, setName] = useState(workspace.name);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = workspaceNameProblem(name);
    if (found) {
      setProblem(
        found === 'required'
          ? t('workspace.create.nameRequired')
          : t('workspace.create.nameTooLong', { max: WORKSPACE_NAME_MAX }),
      );
      return;
    }
    rename.mutate(
      { id: workspace.id, name: name.trim() },
      {
        onSuccess: (renamed) => {
          setName(renamed.name);
          toast.success({ title: t('workspace.settings.renamed') });
        },
        onError: (cause) => setProblem(serverMessage(cause) ?? t('profile.saveFailed')),
      },
    );
  };

  const onFile = (file: File) => {
    const fileProblem = logoFileProblem(file);
    if (fileProblem === 'invalid-type') {
      toast.error({
        title: t('profile.fileProblem.invalidTypeTitle'),
        description: t('profile.fileProblem.invalidTypeText'),
      });
      return;
    }
    if (fileProblem === 'too-large') {
      toast.error({
        title: t('profile.fileProblem.tooLargeTitle'),
        description: t('profile.fileProblem.tooLargeText'),
      });
      return;
    }
    upload.mutate({ id: workspace.id, file }, changeToasts(t('workspace.settings.crestSaved')));
  };

  return (
    <Card data-testid="workspace-settings">
      <CardHeader>
        <CardTitle>{t('workspace.settings.title')}</CardTitle>
        <CardDescription>{t('workspace.settings.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {editable ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-2">
            <Label htmlFor="workspace-settings-name">{t('workspace.settings.nameLabel')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="workspace-settings-name"
                value={name}
                autoComplete="organization"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'workspace-settings-name-problem' : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setProblem(null);
                }}
              />
              <Button type="submit" disabled={rename.isPending || name.trim() === workspace.name}>
                {rename.isPending ? t('workspace.settings.saving') : t('workspace.settings.save')}
              </Button>
            </div>
            {problem ? (
              <p
                id="workspace-settings-name-problem"
                role="alert"
                className="text-sm text-destructive"
              >
                {problem}
              </p>
            ) : null}
          </form>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-muted-foreground">
              {t('workspace.settings.nameLabel')}
            </p>
            <p className="font-semibold break-words">{workspace.name}</p>
          </div>
        )}

        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">{t('workspace.settings.crest')}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="flex size-20 shrink-0 items-center justify-center rounded-2xl border bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--background)_0_50%)] bg-[length:16px_16px] p-2">
              {workspace.crestUrl ? (
                <img
                  src={workspace.crestUrl}
                  alt={t('workspace.settings.crestAlt', { name: workspace.name })}
                  className="max-h-full max-w-full object-contain"
                  data-testid="workspace-crest"
                />
              ) : (
                <WorkspaceCrest workspace={workspace} className="size-12 rounded-xl text-xl" />
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              {workspace.crestUrl ? null : (
                <p className="text-sm font-medium">{t('workspace.settings.crestNone')}</p>
              )}
              {editable ? (
                <p className="text-sm text-muted-foreground">{t('workspace.settings.crestText')}</p>
              ) : null}
              {editable ? (
                <div className="flex flex-wrap gap-2">
                  <FileButton
                    variant="outline"
                    size="sm"
                    label={
                      workspace.crestUrl
                        ? t('workspace.settings.crestReplace')
                        : t('workspace.settings.crestUpload')
                    }
                    accept={crestTypes}
                    testId="workspace-crest-file"
                    onFile={onFile}
                    disabled={upload.isPending}
                  >
                    {upload.isPending ? (
                      <LoaderCircle aria-hidden className="animate-spin" />
                    ) : (
                      <ImagePlus aria-hidden />
                    )}
                    {upload.isPending
                      ? t('workspace.settings.crestUploading')
                      : workspace.crestUrl
                        ? t('workspace.settings.crestReplace')
                        : t('workspace.settings.crestUpload')}
                  </FileButton>
                  {workspace.crestUrl ? (
                    <Button
                      variant="ghost-destructive"
                      size="sm"
                      disabled={removeCrest.isPending}
                      onClick={() =>
                        removeCrest.mutate(
                          workspace.id,
                          changeToasts(t('workspace.settings.crestRemoved')),
                        )
                      }
                    >
                      <Trash2 aria-hidden />
                      {t('workspace.settings.crestRemove')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
        </div>

        {editable ? null : <RoleNote>{t('workspace.settings.editorNote')}</RoleNote>}
      </CardContent>
    </Card>
  );
}
