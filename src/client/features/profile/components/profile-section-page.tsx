import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { ProfileSection } from '#client/features/profile/components/profile-sections.ts';

/** One profile sub-screen: its title and what it is for. */
export function ProfileSectionPage({ section }: { section: ProfileSection }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t(`screens.profile.${section}`)}</CardTitle>
        <CardDescription>{t(`screens.profile.${section}Text`)}</CardDescription>
      </CardHeader>
    </Card>
  );
}
