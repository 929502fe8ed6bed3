import { useTranslation } from 'react-i18next';
import type { Sport } from '#shared/sports/sports.ts';
import { StepHeader } from '#client/features/studio/components/step-header.tsx';

/**
 * The post step's heading: sport and team (or club), the club beside a team of another name, a
 * skeleton while the names load (never the ids), and the back link to the games.
 */
export function PostStepHeader({
  sport,
  clubName,
  teamName,
  namesPending,
  demo,
  onBack,
}: {
  sport: Sport;
  clubName: string | null;
  teamName: string | null;
  namesPending: boolean;
  demo: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const heading = [t(`studio.sports.${sport}`), teamName ?? clubName].filter(Boolean).join(' · ');
  return (
    <StepHeader
      onBack={onBack}
      backLabel={t('studio.post.changeGames')}
      title={t('studio.post.title')}
      lead={
        <>
          {namesPending ? (
            <span
              role="status"
              aria-label={t('common.loading')}
              data-testid="post-heading-skeleton"
              className="inline-block h-5 w-56 max-w-full animate-pulse rounded bg-muted align-middle"
            />
          ) : (
            <span className="font-semibold text-foreground" data-testid="post-heading">
              {heading}
            </span>
          )}
          {clubName && teamName && teamName !== clubName && (
            <span className="text-muted-foreground"> · {clubName}</span>
          )}
        </>
      }
      demo={demo}
    />
  );
}
