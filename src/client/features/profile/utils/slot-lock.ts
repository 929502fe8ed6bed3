import { slotChangeState, type TeamSlot } from '#shared/team-slots/team-slot.schema.ts';

/**
 * Days until a team slot may be deleted (docs/product.md section 4, "Team slot": seven days after its
 * last change, rounded up), or null when it may be deleted now. Worked out from the slot's date
 * with the server's own rule, so the count stays right on a page left open overnight.
 */
export function slotDeleteDaysRemaining(
  slot: Pick<TeamSlot, 'lastChangedAt'>,
  now: Date,
): number | null {
  const state = slotChangeState(new Date(slot.lastChangedAt), now);
  return state.canChange ? null : state.daysUntilChange;
}
