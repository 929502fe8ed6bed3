import { useEffect } from 'react';
import { isSport } from '#shared/sports/sports.ts';
import { useProfile } from '#client/api/get-profile.ts';
import { useSaveLastSelection } from '#client/features/studio/api/save-last-selection.ts';
import {
  isStudioId,
  studioPath,
  type StudioSelection,
} from '#client/features/studio/utils/studio-url.ts';
import { useSession } from '#client/api/get-session.ts';

/**
 * Remembered selection (SPEC.md section 4): entering the studio signed in, with no club or team
 * in the URL, jumps to the sport, club and team saved in the profile when remembering is on. The
 * selection is saved back whenever sport, club or team changes. "Entering" means coming from
 * outside the studio: the back button to the sport step must not bounce forward again.
 */
export function useRememberedSelection(selection: StudioSelection, enteredFromOutside: boolean) {
  const { user, isPending: sessionPending } = useSession();
  const profile = useProfile({ enabled: Boolean(user) });
  const saved = profile.data;

  const mayJump = enteredFromOutside && selection.clubId === null;
  let jumpTo: string | null = null;
  if (
    mayJump &&
    user &&
    saved?.rememberLastSelection &&
    isSport(saved.lastSport) &&
    isStudioId(saved.lastClubId)
  ) {
    jumpTo = studioPath({
      sport: saved.lastSport,
      clubId: saved.lastClubId,
      teamId: isStudioId(saved.lastTeamId) ? saved.lastTeamId : null,
    });
  }
  const deciding = mayJump && (sessionPending || (Boolean(user) && profile.isPending));

  const { mutate: save } = useSaveLastSelection();
  const { sport, clubId, teamId } = selection;
  const remember = saved?.rememberLastSelection ?? false;
  const unchanged =
    saved?.lastSport === sport && saved?.lastClubId === clubId && saved?.lastTeamId === teamId;
  useEffect(() => {
    if (!user || !saved || !remember || !sport || jumpTo || unchanged) return;
    save({ sport, clubId, teamId });
  }, [user, saved, remember, sport, clubId, teamId, jumpTo, unchanged, save]);

  return { jumpTo, deciding };
}
