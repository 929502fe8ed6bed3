import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_NAME_MAX } from '#shared/templates/template-list.schema.ts';
import { templateErrorDetailsSchema } from '#shared/templates/template-write.schema.ts';
import { useSaveTemplate } from '#client/api/save-template.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { serverMessage, toast } from '#client/lib/toast.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import type { Baseline } from '#client/features/editor/hooks/use-editor-session.ts';

/** The form's errors under the name and the number of games; null where the field is fine. */
export interface SaveErrors {
  name: string | null;
  games: string | null;
}

/** What the session holds that the save reads and writes (`useEditorSession` gives it). */
export interface SavedForm {
  editor: Editor;
  name: string;
  setName(name: string): void;
  games: number;
}

/** Where the save goes: a new template or one by id, the plan's game limit, what follows it. */
export interface SaveTarget {
  templateId: string | undefined;
  maxGames: number;
  onSaved(saved: Baseline): void;
}

/**
 * Saving the template: the name and the number of games are checked here first (the server checks
 * them again and its field errors land under the same fields); `onSaved` gets what was saved.
 */
export function useEditorSave(
  { editor, name, setName, games }: SavedForm,
  { templateId, maxGames, onSaved }: SaveTarget,
) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const [errors, setErrors] = useState<SaveErrors>({ name: null, games: null });

  const onSave = () => {
    const trimmed = name.trim();
    const nameError =
      trimmed === ''
        ? t('editor.validation.nameRequired')
        : [...trimmed].length > TEMPLATE_NAME_MAX
          ? t('editor.validation.nameTooLong')
          : null;
    const gamesError =
      games < 1 || games > maxGames ? t('editor.validation.gamesMax', { count: maxGames }) : null;
    setErrors({ name: nameError, games: gamesError });
    if (nameError || gamesError) {
      toast.error({
        title: t('editor.toasts.saveFailed'),
        description: nameError ?? gamesError ?? undefined,
      });
      return;
    }
    const doc = editor.document;
    save.mutate(
      { id: templateId, template: { name: trimmed, supportedGames: games, svgConfig: doc } },
      {
        onSuccess: () => {
          toast.success({
            title: templateId ? t('editor.toasts.updated') : t('editor.toasts.created'),
          });
          onSaved({ name, games, doc });
        },
        onError: (error) => {
          const details =
            error instanceof ApiError ? templateErrorDetailsSchema.safeParse(error.details) : null;
          const fields = details?.success ? details.data.fields : [];
          setErrors({
            name: fields.find((field) => field.field === 'name')?.message ?? null,
            games: fields.find((field) => field.field === 'supportedGames')?.message ?? null,
          });
          toast.error({
            title: t('editor.toasts.saveFailed'),
            description: serverMessage(error),
          });
        },
      },
    );
  };

  /** Typing a name clears its error. */
  const changeName = (next: string) => {
    setName(next);
    if (errors.name) setErrors({ ...errors, name: null });
  };

  return { onSave, pending: save.isPending, errors, changeName };
}
