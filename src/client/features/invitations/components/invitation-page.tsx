import { AlertCircle, Building2, Check, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationPreview } from '#shared/workspaces/workspace.schema.ts';
import { useMe } from '#client/api/get-me.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAcceptInvitation } from '#client/features/invitations/api/accept-invitation.ts';
import { useInvitation } from '#client/features/invitations/api/get-invitation.ts';
import { sameAddress } from '#client/features/invitations/utils/invitation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { signInPath } from '#client/lib/sign-in-target.ts';
import { formatSwissDateTime } from '#client/lib/swiss-date-time.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * /invitations/:token, the link of an invitation mail (docs/workspaces.md): the club workspace,
 * the role, who invited and until when. Signed out (or owing the second factor) it leads to
 * sign-in and back here; signed in, 'Einladung annehmen' makes the person a member, switches the
 * session to the workspace and goes on to the studio. A link no longer valid, and an address
 * other than the invited one, are said in the server's words.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <Frame>
        <Spinner className="size-6" />
      </Frame>
    );
  }
  if (invitation.isError) {
    const refused = invitation.error instanceof ApiError && invitation.error.status < 500;
    return (
      <Frame>
        <AlertCircle aria-hidden className="size-10 text-destructive" />
        <div role="alert" className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">
            {refused ? t('invitation.invalidTitle') : t('invitation.loadFailed')}
          </h1>
          {refused ? <p className="text-muted-foreground">{invitation.error.message}</p> : null}
        </div>
        {refused ? (
          <Button asChild>
            <Link to="/studio">{t('invitation.toStudio')}</Link>
          </Button>
        ) : (
          <Button onClick={() => void invitation.refetch()}>{t('invitation.retry')}</Button>
        )}
      </Frame>
    );
  }
  return <InvitationCard token={token} invitation={invitation.data} />;
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, mfaPending, isPending } = useMe();
  const accept = useAcceptInvitation();
  const role = t(`workspace.roles.${invitation.role}`);
  const until = formatSwissDateTime(invitation.expiresAt) ?? '';
  const signedIn = user !== null && !mfaPending;

  const acceptNow = () =>
    // mutateAsync: once the session acts in the workspace the page moves on, and react-query
    // drops the callbacks of a call whose component is gone.
    accept.mutateAsync(token).then(
      (workspace) => {
        toast.success({ title: t('invitation.accepted', { name: workspace.name }) });
        void navigate('/studio');
      },
      () => undefined,
    );

  return (
    <Frame>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-soft-foreground">
        <Building2 aria-hidden className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted-foreground">{t('invitation.title')}</p>
        <h1
          className="text-2xl font-bold tracking-tight break-words"
          data-testid="invitation-workspace"
        >
          {invitation.workspaceName}
        </h1>
        <p className="text-muted-foreground">
          {t('invitation.lead', { inviter: invitation.invitedBy, role })}
        </p>
      </div>
      <dl className="grid w-full gap-2 rounded-xl bg-muted/60 p-4 text-left text-sm">
        <Fact label={t('invitation.role')}>{role}</Fact>
        <Fact label={t('invitation.invitedBy')}>{invitation.invitedBy}</Fact>
        <Fact label={t('invitation.address')}>{invitation.email}</Fact>
        <Fact label={t('invitation.expires')}>{until}</Fact>
      </dl>

      {isPending ? (
        <Spinner className="size-5" />
      ) : signedIn ? (
        <div className="flex w-full flex-col gap-3">
          {!sameAddress(user.email, invitation.email) ? (
            <p className="rounded-lg border border-amber-500/40 bg-amber-500/5 px-3 py-2 text-sm">
              {t('invitation.otherAddress', { email: user.email, invited: invitation.email })}
            </p>
          ) : null}
          <Button size="lg" onClick={() => void acceptNow()} disabled={accept.isPending}>
            {accept.isPending ? <Spinner className="size-4" /> : <Check aria-hidden />}
            {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
          </Button>
          {accept.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {serverMessage(accept.error) ?? t('toast.errorTitle')}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex w-full flex-col gap-3">
          <p className="text-sm text-muted-foreground">
            {t('invitation.signInText', { email: invitation.email })}
          </p>
          <Button asChild size="lg">
            <Link to={signInPath(`/invitations/${encodeURIComponent(token)}`)}>
              <LogIn aria-hidden />
              {t('invitation.signIn')}
            </Link>
          </Button>
        </div>
      )}
    </Frame>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-all">{children}</dd>
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container-page flex min-h-[70vh] items-center justify-center py-14">
      <Card className="flex w-full max-w-md flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
        {children}
      </Card>
    </div>
  );
}
