import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { ClubStep } from '#client/features/studio/components/club-step.tsx';
import { GameStep } from '#client/features/studio/components/game-step.tsx';
import { PostStep } from '#client/features/studio/components/post-step.tsx';
import { SportStep } from '#client/features/studio/components/sport-step.tsx';
import {
  createStepArrived,
  StepFocusContext,
} from '#client/features/studio/components/step-header.tsx';
import { StudioBreadcrumb } from '#client/features/studio/components/studio-breadcrumb.tsx';
import { TeamStep } from '#client/features/studio/components/team-step.tsx';
import { useRememberedSelection } from '#client/features/studio/hooks/use-remembered-selection.ts';
import {
  useStudioRoute,
  type StudioLocationState,
} from '#client/features/studio/hooks/use-studio-route.ts';

/** /studio and its steps: sport, club, team, games, post (docs/product.md sections 2 and 4). */
export function StudioPage() {
  const route = useStudioRoute();
  const { selection, step } = route;
  const remembered = useRememberedSelection(selection, route.enteredFromOutside);
  // Lives as long as the studio: moving between steps keeps it, a new visit starts afresh.
  const [stepArrived] = useState(createStepArrived);

  if (!route.isCanonical) return <Navigate to={route.canonicalUrl} replace />;
  if (remembered.jumpTo) {
    const state: StudioLocationState = { studio: true };
    return <Navigate to={remembered.jumpTo} replace state={state} />;
  }
  if (remembered.deciding) return <PageSpinner />;

  const { sport, clubId, teamId } = selection;
  return (
    <StepFocusContext value={stepArrived}>
      <div className="container-page flex flex-col gap-6 py-8 sm:py-12">
        <StudioBreadcrumb route={route} />
        {step === 'sport' || !sport ? (
          <SportStep onChoose={route.chooseSport} />
        ) : step === 'club' || !clubId ? (
          <ClubStep sport={sport} onChoose={route.chooseClub} onBack={route.back} />
        ) : step === 'team' || !teamId ? (
          <TeamStep sport={sport} clubId={clubId} onChoose={route.chooseTeam} onBack={route.back} />
        ) : step === 'games' ? (
          <GameStep
            key={`${sport}/${clubId}/${teamId}`}
            team={{ sport, clubId, teamId }}
            route={route}
          />
        ) : (
          <PostStep team={{ sport, clubId, teamId }} route={route} />
        )}
      </div>
    </StepFocusContext>
  );
}
