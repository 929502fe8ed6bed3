import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  SectionCard,
} from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useClubs } from '#client/api/get-clubs.ts';
import { useProfile } from '#client/api/get-profile.ts';
import { useTeams } from '#client/api/get-teams.ts';
import { useUpdateProfile } from '#client/features/profile/api/update-profile.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import { NAME_MAX, type Profile } from '#shared/profile/profile.schema.ts';
import { isSport } from '#shared/sports/sports.ts';

type NameKey = 'firstName' | 'lastName';
type FieldErrors = Partial<Record<NameKey, string>>;

/** The two name fields: their ids and what the browser may fill them with. */
const nameFields = [
  { key: 'firstName', id: 'profile-first-name', autoComplete: 'given-name' },
  { key: 'lastName', id: 'profile-last-name', autoComplete: 'family-name' },
] as const;

/** /profile: e-mail (read-only), names, remember flag and the saved studio selection. */
export function ProfileOverview() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile.data) {
    return (
      <Card className="flex min-h-48 items-center justify-center">
        <Spinner className="size-6" label={t('profile.loading')} />
      </Card>
    );
  }
  return <ProfileForm data={profile.data} />;
}

function ProfileForm({ data }: { data: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [names, setNames] = useState<Record<NameKey, string>>({
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
  });
  const [remember, setRemember] = useState(data.rememberLastSelection);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Names of the saved club and team from the same lists the studio shows; ids when unknown.
  const sport = isSport(data.lastSport) ? data.lastSport : null;
  const clubs = useClubs(data.lastClubId ? sport : null);
  const teams = useTeams(sport, data.lastClubId);
  const clubName = clubs.data?.clubs.find((club) => club.id === data.lastClubId)?.name;
  const teamName = teams.data?.teams.find((team) => team.id === data.lastTeamId)?.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (names.firstName.trim().length > NAME_MAX) next.firstName = t('profile.firstNameTooLong');
    if (names.lastName.trim().length > NAME_MAX) next.lastName = t('profile.lastNameTooLong');
    setErrors(next);
    if (next.firstName || next.lastName) return;
    update.mutate(
      { ...names, rememberLastSelection: remember },
      {
        onSuccess: () => toast.success({ title: t('profile.updated') }),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === 'FIRST_NAME_TOO_LONG')
            setErrors({ firstName: cause.message });
          else if (cause instanceof ApiError && cause.code === 'LAST_NAME_TOO_LONG')
            setErrors({ lastName: cause.message });
          toast.error({
            title: t('profile.saveFailed'),
            description: serverMessage(cause),
          });
        },
      },
    );
  };

  const saved = data.lastSport
    ? [
        [t('profile.sport'), data.lastSport.charAt(0).toUpperCase() + data.lastSport.slice(1)],
        [t('profile.club'), clubName ?? data.lastClubId ?? t('profile.none')],
        [t('profile.team'), teamName ?? data.lastTeamId ?? t('profile.none')],
      ]
    : null;

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        title={t('screens.profile.overview')}
        description={t('screens.profile.overviewText')}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor="profile-email">{t('profile.email')}</Label>
            <Input id="profile-email" value={data.email} readOnly disabled />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {nameFields.map(({ key, id, autoComplete }) => (
              <NameField
                key={key}
                id={id}
                autoComplete={autoComplete}
                label={t(`profile.${key}`)}
                value={names[key]}
                error={errors[key]}
                onChange={(value) => {
                  setNames((current) => ({ ...current, [key]: value }));
                  setErrors((e) => ({ ...e, [key]: undefined }));
                }}
              />
            ))}
          </div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--color-brand)]"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <span className="flex flex-col gap-1">
              <span className="font-medium">{t('profile.remember')}</span>
              <span className="text-muted-foreground">{t('profile.rememberHint')}</span>
            </span>
          </label>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      </SectionCard>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('profile.savedSelection')}</CardTitle>
        </CardHeader>
        <CardContent>
          {saved ? (
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              {saved.map(([label, value]) => (
                <div key={label} className="flex flex-col gap-1 rounded-lg bg-muted/60 px-3 py-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t('profile.none')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function NameField(props: {
  id: string;
  autoComplete: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
