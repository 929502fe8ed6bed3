import { ArrowDownToLine, ArrowUpToLine, Copy, Redo2, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { canRedo, canUndo, fieldButtons } from '#client/features/editor/core/selectors.ts';
import { AddTools } from '#client/features/editor/components/toolbar-add-tools.tsx';
import { ArrangeMenu } from '#client/features/editor/components/toolbar-arrange-menu.tsx';
import { ZoomTools } from '#client/features/editor/components/toolbar-zoom-tools.tsx';
import { CommandButton, Divider } from '#client/features/editor/components/tool-button.tsx';
import { sameJson, useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';

/**
 * The toolbar over the canvas: add text, image and data fields; undo and redo; layer order,
 * align and distribute; duplicate and delete; zoom. Every button runs a core command.
 */
export function EditorToolbar({ editor, onAddImage }: { editor: Editor; onAddImage(): void }) {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const view = useEditorSelector(
    editor,
    (state) => ({
      editing: state.mode === 'edit',
      undo: canUndo(state),
      redo: canRedo(state),
      selected: state.selection.length,
      zoom: Math.round(state.viewport.zoom * 100),
      fields: fieldButtons(state).map(({ name, game, label, disabled, kind }) => ({
        name,
        game,
        kind,
        label: label[language],
        disabled,
      })),
    }),
    sameJson,
  );
  type Plain = 'undo' | 'redo' | 'bring-forward' | 'send-backward' | 'duplicate' | 'delete';
  const can = (id: Plain) => editor.canRun(id);

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      className="flex min-h-12 shrink-0 flex-nowrap items-center gap-0.5 overflow-x-auto border-b bg-card px-2 py-1.5"
    >
      <AddTools
        editor={editor}
        editing={view.editing}
        fields={view.fields}
        onAddImage={onAddImage}
      />

      <Divider />
      <CommandButton editor={editor} command="undo" icon={Undo2} disabled={!view.undo} />
      <CommandButton editor={editor} command="redo" icon={Redo2} disabled={!view.redo} />

      <Divider />
      <CommandButton
        editor={editor}
        command="bring-forward"
        icon={ArrowUpToLine}
        disabled={view.selected === 0 || !can('bring-forward')}
      />
      <CommandButton
        editor={editor}
        command="send-backward"
        icon={ArrowDownToLine}
        disabled={view.selected === 0 || !can('send-backward')}
      />
      <ArrangeMenu editor={editor} selected={view.selected} />
      <CommandButton
        editor={editor}
        command="duplicate"
        icon={Copy}
        disabled={view.selected === 0 || !view.editing}
      />
      <CommandButton
        editor={editor}
        command="delete"
        icon={Trash2}
        disabled={view.selected === 0}
        className="text-destructive hover:bg-destructive/10"
      />

      <ZoomTools editor={editor} zoom={view.zoom} />
    </div>
  );
}
