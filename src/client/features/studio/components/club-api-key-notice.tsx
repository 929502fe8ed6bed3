import { ExternalLink, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '#shared/sports/sports.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SignInHereLink } from '#client/features/studio/components/sign-in-here-link.tsx';
import { useSaveClubApiKey } from '#client/features/studio/api/save-club-api-key.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMe } from '#client/api/get-me.ts';
import { RoleNote } from '#client/components/workspaces/role-note.tsx';
import { roleCan } from '#client/lib/workspace-role.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

const federationLinks: Partial<Record<Sport, string>> = {
  handball: 'https://www.handball.ch/',
  volleyball: 'https://www.volleyball.ch/',
};

/**
 * The federation answers this club's data only with the club's API key (handball, and volleyball
 * live): docs/product.md section 2 asks for a notice with a link to the federation; the form stores the
 * key (PUT /api/club-api-keys), after which teams and games load again.
 */
export function ClubApiKeyNotice({
  sport,
  clubId,
  problem,
}: {
  sport: Sport;
  clubId: string;
  problem: 'required' | 'invalid';
}) {
  const { t } = useTranslation();
  const { user, workspace } = useMe();
  // The key is the workspace's: its owner and admins store it.
  const stores = roleCan(workspace?.role, 'library');
  const save = useSaveClubApiKey(sport, clubId);
  const [apiKey, setApiKey] = useState('');
  // The federation's refusal of the key just tried (the server checks a key before storing it).
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = federationLinks[sport];
  const sportKey = sport === 'volleyball' ? 'volleyball' : 'handball';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = apiKey.trim();
    if (!key) return;
    // mutateAsync, not mutate with callbacks: once the key is stored the teams load and this
    // notice unmounts, and react-query drops per-call callbacks of unmounted components.
    setRefusal(null);
    save.mutateAsync(key).then(
      () => {
        setApiKey('');
        toast.success({ title: t('studio.apiKey.saved') });
      },
      (error: unknown) => {
        const message = serverMessage(error);
        if (error instanceof ApiError && error.code === 'CLUB_API_KEY_REFUSED') {
          setRefusal(error.message);
          return;
        }
        toast.error({ description: message });
      },
    );
  };

  return (
    <div
      role="alert"
      data-testid="club-api-key-notice"
      className="flex flex-col gap-4 rounded-2xl border border-amber-500/40 bg-amber-500/5 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500/15 text-amber-700 dark:text-amber-300">
          <KeyRound aria-hidden className="size-5" />
        </span>
        <div className="flex flex-col gap-1.5">
          <p className="font-semibold">{t('studio.apiKey.title')}</p>
          <p className="text-sm text-muted-foreground">{t(`studio.apiKey.${problem}`)}</p>
          {link && (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t(`studio.apiKey.link_${sportKey}`)}
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          )}
        </div>
      </div>
      {user && !stores ? (
        <RoleNote>{t('workspace.roleNote.apiKey')}</RoleNote>
      ) : user ? (
        <>
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor="club-api-key">{t('studio.apiKey.label')}</Label>
              <Input
                id="club-api-key"
                value={apiKey}
                onChange={(event) => {
                  setApiKey(event.target.value);
                  setRefusal(null);
                }}
                aria-invalid={refusal !== null}
                aria-describedby={refusal ? 'club-api-key-problem' : undefined}
                placeholder={t('studio.apiKey.placeholder')}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" disabled={save.isPending || apiKey.trim() === ''}>
              {save.isPending ? t('studio.apiKey.saving') : t('studio.apiKey.save')}
            </Button>
          </form>
          {refusal && (
            <p
              id="club-api-key-problem"
              data-testid="club-api-key-problem"
              className="text-sm font-medium text-destructive"
            >
              {refusal}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm">
          <SignInHereLink>{t('studio.apiKey.signIn')}</SignInHereLink>
        </p>
      )}
    </div>
  );
}
