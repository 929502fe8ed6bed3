import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Sport } from '#shared/sports/sports.ts';
import {
  readPostOptions,
  readSelection,
  studioPath,
  studioStep,
  withSearch,
  writePostOptions,
  type PostOptions,
} from '#client/features/studio/utils/studio-url.ts';

/** Navigation inside the studio carries this state, so an entry from outside can be told apart. */
export interface StudioLocationState {
  studio: true;
}

function isStudioNavigation(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { studio?: unknown }).studio === true
  );
}

/**
 * The studio's state as the URL holds it, and the moves between steps. Choosing a sport, club or
 * team leaves everything after it out of the new URL: downstream state is cleared by construction.
 */
export function useStudioRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { sport, clubId, teamId, gameIds } = params;
  const selection = useMemo(
    () => readSelection({ sport, clubId, teamId, gameIds }),
    [sport, clubId, teamId, gameIds],
  );
  const options = useMemo(() => readPostOptions(search), [search]);
  const step = studioStep(selection, search);
  const canonicalPath = studioPath(selection);

  const go = (to: string, replace = false, flushSync = false) => {
    const state: StudioLocationState = { studio: true };
    void navigate(to, { replace, state, flushSync });
  };

  return {
    selection,
    options,
    step,
    /** The URL names something the studio cannot show (an unknown sport, a malformed id). */
    isCanonical: decodeURIComponent(location.pathname.replace(/\/+$/, '')) === canonicalPath,
    canonicalUrl: withSearch(canonicalPath, search),
    enteredFromOutside: !isStudioNavigation(location.state),
    chooseSport: (next: Sport) => go(studioPath({ sport: next })),
    chooseClub: (next: string) => go(studioPath({ sport: selection.sport, clubId: next })),
    chooseTeam: (next: string) =>
      go(studioPath({ sport: selection.sport, clubId: selection.clubId, teamId: next })),
    /** 'Weiter' on the game step: the post step with these games, keeping template and options. */
    showPost: (ids: string[], tab: PostOptions['tab']) =>
      go(
        withSearch(
          studioPath({ ...selection, gameIds: ids }),
          writePostOptions({ ...options, tab }),
        ),
      ),
    /**
     * Option changes replace the entry (the back button leaves the post step, not each click) and
     * render at once rather than in a transition: a ticked box must not flicker back. A switch
     * the screen makes by itself (from an effect) passes flush = false.
     */
    setOptions: (patch: Partial<PostOptions>, flush = true) =>
      go(withSearch(canonicalPath, writePostOptions({ ...options, ...patch })), true, flush),
    back: () => {
      if (step === 'club') go(studioPath({}));
      else if (step === 'team') go(studioPath({ sport: selection.sport }));
      else if (step === 'games')
        go(studioPath({ sport: selection.sport, clubId: selection.clubId }));
      else if (step === 'post') {
        const next = writePostOptions(options);
        next.set('editSelection', '1');
        go(withSearch(canonicalPath, next));
      }
    },
    pathTo: (target: 'sport' | 'club' | 'team') =>
      target === 'sport'
        ? studioPath({})
        : target === 'club'
          ? studioPath({ sport: selection.sport })
          : studioPath({ sport: selection.sport, clubId: selection.clubId }),
  };
}

export type StudioRoute = ReturnType<typeof useStudioRoute>;
