import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WORKSPACE_NAME_MAX } from '#shared/workspaces/workspace.schema.ts';
import { useCreateWorkspace } from '#client/api/create-workspace.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter, DialogShell } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { workspaceNameProblem } from '#client/components/workspaces/workspace-name.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * 'Vereinskonto anlegen': a name, then the club workspace is created, the session switches to it
 * and the person lands on its page in the profile, where they invite the others.
 */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the switch, before the page changes (the mobile menu closes itself). */
  onCreated?(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setName('');
      setProblem(null);
    }
    onOpenChange(next);
  };

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
    create.mutate(name.trim(), {
      onSuccess: (workspace) => {
        toast.success({ title: t('workspace.create.created', { name: workspace.name }) });
        setName('');
        onOpenChange(false);
        onCreated?.();
        void navigate('/profile/workspace');
      },
      onError: (cause) => setProblem(serverMessage(cause) ?? t('toast.errorTitle')),
    });
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={change}
      title={t('workspace.create.title')}
      description={t('workspace.create.text')}
      className="max-w-md"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor="workspace-name">{t('workspace.create.nameLabel')}</Label>
          <Input
            id="workspace-name"
            value={name}
            autoComplete="organization"
            placeholder={t('workspace.create.namePlaceholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'workspace-name-problem' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id="workspace-name-problem" role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)} disabled={create.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('workspace.create.creating') : t('workspace.create.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
