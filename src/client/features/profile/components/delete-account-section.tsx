import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { SectionCard } from '#client/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { deletionWords } from '#shared/accounts/deletion-confirmation.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';
import { useDeleteAccount } from '#client/features/profile/api/delete-account.ts';
import { writeSessionFlash } from '#client/lib/flash.ts';
import { removeUserStorage } from '#client/lib/local-storage.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';

/**
 * /profile/delete: 'Gefahrenzone' with a dialog that asks for the confirmation word of the
 * interface language typed exactly (LÖSCHEN, SUPPRIMER, ELIMINA, DELETE; docs/product.md section 4 with
 * DELETE in every language): the confirm button stays disabled until then and says
 * 'Wird gelöscht...' while the deletion runs. The server checks the same word.
 */
export function DeleteAccountSection() {
  const { t, i18n } = useTranslation();
  const remove = useDeleteAccount();
  const word = deletionWords[resolveLanguage(i18n.language)];
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The server's refusal, said in the dialog: an owner of club workspaces hands them over or
  // deletes them first (409 WORKSPACE_OWNED_ALONE names them).
  const [refusal, setRefusal] = useState<string | null>(null);

  const refuse = () =>
    toast.error({
      title: t('profile.confirmationFailedTitle'),
      description: t('profile.confirmationFailedText', { word }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== word) {
      refuse();
      return;
    }
    remove.mutate(typed, {
      onSuccess: () => {
        // A fresh page load on home: nothing of the deleted account stays in memory or in this
        // browser's storage, and the page asks the server for a session, which no longer exists.
        removeUserStorage();
        writeSessionFlash('deleted');
        window.location.assign('/');
      },
      onError: (cause) => {
        const message = serverMessage(cause);
        if (message) setRefusal(message);
        else toast.error({ description: t('profile.deleteFailed') });
      },
    });
  };

  return (
    <SectionCard
      className="border-destructive/40"
      title={t('profile.dangerZone')}
      icon={AlertTriangle}
      titleClassName="text-destructive"
      description={t('profile.deleteText')}
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t('profile.deleteAccount')}
      </Button>
      {/* The question is a dialog above the page (a portal), wherever it stands in the tree. */}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped('');
            setRefusal(null);
          }
        }}
      >
        <DialogContent>
          <form onSubmit={submit} className="flex flex-col gap-5">
            <DialogHeader>
              <DialogTitle>{t('profile.deleteConfirmTitle')}</DialogTitle>
              <DialogDescription>{t('profile.deleteConfirmText', { word })}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-confirmation">{t('profile.deleteConfirmLabel')}</Label>
              <Input
                id="delete-confirmation"
                autoComplete="off"
                placeholder={word}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                // The confirm button is disabled until the word: Enter with anything else says why
                // (docs/product.md section 5) instead of doing nothing.
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && typed !== word) {
                    event.preventDefault();
                    refuse();
                  }
                }}
              />
            </div>
            {refusal ? (
              <p
                role="alert"
                className="rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
                data-testid="delete-account-refusal"
              >
                {refusal}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('profile.cancel')}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={typed !== word || remove.isPending}
                data-testid="confirm-delete-account"
              >
                {remove.isPending ? t('profile.deleting') : t('profile.deleteAccount')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
