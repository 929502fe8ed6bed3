import { useState } from 'react';
import { changeToasts } from '#client/lib/toast.ts';

/** A delete mutation of a list in the profile: takes the id of what goes. */
interface DeleteMutation {
  mutate(id: string, handlers: { onSuccess(): void; onError(cause: Error): void }): void;
}

/**
 * 'Really delete?' for an item of a list in the profile: `ask` opens the dialog about it,
 * `confirming` is the item it asks about, and `dialog` is what `ConfirmDeleteDialog` needs besides
 * its texts. Confirmed, the item is removed and a toast says it is gone (`deletedTitle`) or why
 * not (the server's message).
 */
export function useConfirmedDelete<Item extends { id: string }>(
  remove: DeleteMutation,
  deletedTitle: string,
) {
  const [confirming, setConfirming] = useState<Item | null>(null);
  const cancel = () => setConfirming(null);
  const confirm = () => {
    if (!confirming) return;
    setConfirming(null);
    remove.mutate(confirming.id, changeToasts(deletedTitle));
  };
  return {
    confirming,
    ask: (item: Item) => setConfirming(item),
    dialog: { open: confirming !== null, onCancel: cancel, onConfirm: confirm },
  };
}
