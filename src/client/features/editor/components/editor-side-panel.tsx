import { useTranslation } from 'react-i18next';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { BackgroundSettings } from '#client/features/editor/components/background-card.tsx';
import { BasicSettings } from '#client/features/editor/components/basic-settings.tsx';
import { ElementProperties } from '#client/features/editor/components/element-properties.tsx';
import { LayerList } from '#client/features/editor/components/layer-list.tsx';
import { PanelSection } from '#client/features/editor/components/panel-section.tsx';
import type { SaveErrors } from '#client/features/editor/hooks/use-editor-save.ts';

/** The panels beside the canvas: settings, background, the element's properties, the layers. */
export function EditorSidePanel({
  editor,
  name,
  onNameChange,
  errors,
  maxGames,
  onStartFromTheme,
}: {
  editor: Editor;
  name: string;
  onNameChange(name: string): void;
  errors: SaveErrors;
  maxGames: number;
  /** New templates, while editing: start from one of the themes' looks. */
  onStartFromTheme: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <aside
      className="flex w-[300px] shrink-0 flex-col gap-3 overflow-y-auto border-l bg-muted/40 p-3 xl:w-[360px]"
      aria-label={t('editor.panels')}
    >
      <PanelSection title={t('editor.settings.title')}>
        <BasicSettings
          editor={editor}
          name={name}
          onNameChange={onNameChange}
          nameError={errors.name}
          gamesError={errors.games}
          maxGames={maxGames}
          onStartFromTheme={onStartFromTheme}
        />
      </PanelSection>
      <PanelSection title={t('editor.background.title')} collapsible defaultOpen={false}>
        <BackgroundSettings editor={editor} />
      </PanelSection>
      <PanelSection title={t('editor.properties.title')}>
        <ElementProperties editor={editor} />
      </PanelSection>
      <PanelSection title={t('editor.layers.title')}>
        <LayerList editor={editor} />
      </PanelSection>
    </aside>
  );
}
