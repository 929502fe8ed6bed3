import { AppError } from '#server/http/app-error.ts';
import {
  teamSlotLimitMessages,
  teamSlotLockedMessages,
  type TeamSlotLimitDetails,
  type TeamSlotLockedDetails,
} from '#shared/team-slots/team-slot.schema.ts';

/** The refusals of the team-slot rules, with the SPEC.md section 8 texts filled in. */
export const teamSlotErrors = {
  notFound: () => AppError.of(404, 'NOT_FOUND'),
  alreadySaved: () => AppError.of(409, 'TEAM_ALREADY_SAVED'),
  limit: (maxTeams: number, used: number) =>
    new AppError(403, 'TEAM_SLOT_LIMIT', teamSlotLimitMessages(maxTeams), {
      maxTeams,
      used,
    } satisfies TeamSlotLimitDetails),
  locked: (action: 'delete' | 'change', daysRemaining: number) =>
    new AppError(409, 'TEAM_SLOT_LOCKED', teamSlotLockedMessages(action, daysRemaining), {
      daysRemaining,
    } satisfies TeamSlotLockedDetails),
};
