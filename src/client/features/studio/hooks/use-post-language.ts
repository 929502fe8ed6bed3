import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postLanguageOf, type PostLanguage } from '#shared/i18n/post-language.ts';
import type { Sport } from '#shared/sports/sports.ts';
import { useTeamSlots } from '#client/api/get-team-slots.ts';
import { useSaveTeamSlotSettings } from '#client/features/studio/api/save-team-slot-settings.ts';

/**
 * The language of the post: what the user chose here, else what the team's slot remembers, else
 * the interface language. A choice for a team in one of the user's slots is stored with the slot
 * (PATCH /api/team-slots/:id), also when the team is saved into a slot after the choice.
 */
export function usePostLanguage({
  signedIn,
  sport,
  teamId,
}: {
  signedIn: boolean;
  sport: Sport;
  teamId: string;
}) {
  const { i18n } = useTranslation();
  const slots = useTeamSlots({ enabled: signedIn });
  const slot =
    slots.data?.slots.find((entry) => entry.sport === sport && entry.teamId === teamId) ?? null;
  const team = `${sport}/${teamId}`;
  const [chosen, setChosen] = useState<{ team: string; language: PostLanguage } | null>(null);
  const own = chosen?.team === team ? chosen.language : null;
  const language: PostLanguage = own ?? slot?.postLanguage ?? postLanguageOf(i18n.language);

  const save = useSaveTeamSlotSettings();
  const { mutate, isPending, isError, variables } = save;
  const failedFor = isError ? variables?.postLanguage : undefined;
  useEffect(() => {
    if (!slot || own === null || slot.postLanguage === own || isPending || failedFor === own) {
      return;
    }
    mutate({ id: slot.id, postLanguage: own });
  }, [slot, own, isPending, failedFor, mutate]);

  return { language, choose: (next: PostLanguage) => setChosen({ team, language: next }) };
}
