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
 * Whether this visit to the studio has had its chance to jump. Set once the first screen of a
 * visit is decided; cleared when the studio is left, so the next entry from outside jumps again.
 */
let entryHandled = false;

/**
 * Remembered selection (docs/product.md section 4): entering the studio signed in at /studio, with no
 * sport, club or team in the URL, jumps once to the sport, club and team saved in the profile when
 * remembering is on. A sport, club or team named in the URL (a shared link, the breadcrumb) is
 * never overridden, and neither is the header's 'Studio' link clicked inside the studio: the jump
 * applies once per visit. The selection is saved back whenever sport, club or team changes.
 */
export function useRememberedSelection(selection: StudioSelection, enteredFromOutside: boolean) {
  const { user, isPending: sessionPending } = useSession();
  const profile = useProfile({ enabled: Boolean(user) });
  const saved = profile.data;

  const mayJump = !entryHandled && enteredFromOutside && selection.sport === null;
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

  useEffect(() => {
    if (!deciding) entryHandled = true;
  }, [deciding, jumpTo]);
  useEffect(
    () => () => {
      // The studio unmounts: left for another page, or replaced while moving between its steps.
      if (!window.location.pathname.startsWith('/studio')) entryHandled = false;
    },
    [],
  );

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
