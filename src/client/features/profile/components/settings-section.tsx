import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { SectionCard } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { useProfile } from '#client/api/get-profile.ts';
import { useUpdateInstagram } from '#client/features/profile/api/update-instagram.ts';
import { SecuritySection } from '#client/features/profile/components/security-section.tsx';
import { colorSchemes, type ColorScheme } from '#client/lib/color-scheme/color-scheme.ts';
import { useColorScheme } from '#client/lib/color-scheme/color-scheme-provider.tsx';
import { serverMessage, toast } from '#client/lib/toast.ts';

/** /profile/settings: colour scheme, Instagram username and the 'Sicherheit' part. */
export function SettingsSection() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useColorScheme();
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      <SectionCard title={t('profile.appearance')} description={t('profile.appearanceText')}>
        <SegmentedControl<ColorScheme>
          label={t('colorScheme.label')}
          value={colorScheme}
          onChange={setColorScheme}
          options={colorSchemes.map((value) => ({ value, label: t(`colorScheme.${value}`) }))}
        />
      </SectionCard>
      {profile.data ? <InstagramCard saved={profile.data.instagramUsername} /> : null}
      <SecuritySection />
    </div>
  );
}

function InstagramCard({ saved }: { saved: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateInstagram();
  const [instagram, setInstagram] = useState(saved ?? '');

  const saveInstagram = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(instagram, {
      onSuccess: (saved) => {
        setInstagram(saved.instagramUsername ?? '');
        toast.success({ title: t('profile.instagramSaved') });
      },
      onError: (cause) =>
        toast.error({
          title: t('profile.saveFailed'),
          description: serverMessage(cause),
        }),
    });
  };

  return (
    <SectionCard title={t('profile.instagram')} description={t('profile.instagramText')}>
      <form onSubmit={saveInstagram} className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          >
            @
          </span>
          <Input
            aria-label={t('profile.instagram')}
            className="pl-7"
            value={instagram}
            maxLength={60}
            onChange={(event) => setInstagram(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
