import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ExportRequestInput } from '#shared/exports/export-request.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { postSponsorsAnswerSchema, type PostSponsors } from '#shared/sponsors/post-sponsors.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useSponsors } from '#client/api/sponsors.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useSaveTeamSlotSettings } from '#client/features/studio/api/save-team-slot-settings.ts';

/**
 * The studio's 'Sponsoren zeigen': offered where the workspace keeps sponsors; on or off as the
 * team's slot remembers it (its last export's choice, or this switch), else off. While on, the
 * preview shows the sponsors the export would choose now (POST /api/exports/sponsors, which
 * records nothing); the export itself chooses and counts them.
 */
export function usePostSponsors({
  signedIn,
  isPaid,
  sport,
  teamId,
  request,
}: {
  signedIn: boolean;
  isPaid: boolean;
  sport: Sport;
  teamId: string;
  /** The post's export request without the sponsors choice; null while there is none. */
  request: ExportRequestInput | null;
}) {
  const list = useSponsors({ enabled: signedIn && isPaid });
  const offered = (list.data?.sponsors.length ?? 0) > 0;
  const slots = useTeamSlots({ enabled: signedIn });
  const slot =
    slots.data?.slots.find((entry) => entry.sport === sport && entry.teamId === teamId) ?? null;
  const team = `${sport}/${teamId}`;
  const [chosen, setChosen] = useState<{ team: string; show: boolean } | null>(null);
  const own = chosen?.team === team ? chosen.show : null;
  const show = offered && (own ?? slot?.postSponsors ?? false);

  // A choice for a team in a slot is kept with the slot at once, as the post's language is.
  const save = useSaveTeamSlotSettings();
  const { mutate, isPending, isError, variables } = save;
  const failedFor = isError ? variables?.postSponsors : undefined;
  useEffect(() => {
    if (!slot || own === null || slot.postSponsors === own || isPending || failedFor === own) {
      return;
    }
    mutate({ id: slot.id, postSponsors: own });
  }, [slot, own, isPending, failedFor, mutate]);

  const onPost = useQuery({
    queryKey: [...queryKeys.sponsors, 'on-post', request],
    queryFn: () => sendJson('POST', '/api/exports/sponsors', postSponsorsAnswerSchema, request),
    enabled: show && request !== null,
    // The logos' signed addresses last an hour: the same post asks again only after a minute.
    staleTime: 60_000,
    // The band stays while the next post's sponsors load, instead of flickering away.
    placeholderData: keepPreviousData,
  });
  const sponsors: PostSponsors | null = show ? (onPost.data?.sponsors ?? null) : null;

  return {
    offered,
    show,
    choose: (next: boolean) => setChosen({ team, show: next }),
    sponsors,
    choice: (show ? 'auto' : 'none') as 'auto' | 'none',
  };
}
