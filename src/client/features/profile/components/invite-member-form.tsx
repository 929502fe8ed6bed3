import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inviteSchema, type InvitableRole } from '#shared/workspaces/workspace.schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useInviteMember } from '#client/features/profile/api/invite-member.ts';
import { RoleSelect } from '#client/features/profile/components/member-row.tsx';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * 'Mitglied einladen': an address and a role (editor unless chosen otherwise); the server mails
 * the link. When the plan's places are taken (`full`) the form says so and, for the owner who
 * chooses the plan (`canUpgrade`), leads to the plans. A refusal (already a member, the limit)
 * stands under the form in the server's words.
 */
export function InviteMemberForm({
  workspaceId,
  full,
  canUpgrade,
}: {
  workspaceId: string;
  full: boolean;
  canUpgrade: boolean;
}) {
  const { t } = useTranslation();
  const invite = useInviteMember(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(t('workspace.invite.emailInvalid'));
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        setProblem(null);
        toast.success({ title: t('workspace.invite.sent', { email: sent.email }) });
      },
      onError: (cause) => setProblem(serverMessage(cause) ?? t('toast.errorTitle')),
    });
  };

  return (
    <section aria-labelledby="invite-member-title" className="flex flex-col gap-3 border-t pt-5">
      <div className="flex flex-col gap-1">
        <h4 id="invite-member-title" className="font-semibold">
          {t('workspace.invite.title')}
        </h4>
        <p className="text-sm text-muted-foreground">{t('workspace.invite.text')}</p>
      </div>
      {full ? (
        <p
          className="flex flex-col gap-2 rounded-xl border bg-subtle p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
          data-testid="members-full"
        >
          <span>{t('workspace.invite.full')}</span>
          {canUpgrade ? (
            <Link
              to="/profile/subscription"
              className="shrink-0 font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t('profile.seePlans')}
            </Link>
          ) : null}
        </p>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-email">{t('workspace.invite.emailLabel')}</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            placeholder={t('workspace.invite.emailPlaceholder')}
            disabled={full}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'invite-problem' : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-role">{t('workspace.invite.roleLabel')}</Label>
          <RoleSelect
            id="invite-role"
            value={role}
            disabled={full}
            onChange={setRole}
            className="[&_select]:h-10"
          />
        </div>
        <Button type="submit" disabled={full || invite.isPending}>
          <Send aria-hidden />
          {invite.isPending ? t('workspace.invite.sending') : t('workspace.invite.submit')}
        </Button>
      </form>
      {problem ? (
        <p id="invite-problem" role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
