import { Minus, Plus, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formats, type Format } from '#shared/templates/formats.ts';
import { templateModes } from '#shared/templates/post-kinds.ts';
import { servedModes } from '#shared/templates/template-modes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Editor } from '#client/features/editor/core/editor.ts';
import { useEditorSelector } from '#client/features/editor/hooks/use-editor-selector.ts';

const formatKeys = { '4:5': '4x5', '1:1': '1x1', '1100:800': '1100x800', '9:16': '9x16' } as const;

const formatShapes: Record<Format, { width: number; height: number }> = {
  '4:5': { width: 16, height: 20 },
  '1:1': { width: 18, height: 18 },
  '1100:800': { width: 22, height: 16 },
  '9:16': { width: 12, height: 21 },
};

/**
 * 'Grundeinstellungen': the template's name, how many games it shows (1 to the plan's maximum),
 * the studio tabs it serves ('Gilt für': Spielvorschau, Resultat; ADR 021) and its format; a new
 * template can start from a built-in look here.
 */
export function BasicSettings({
  editor,
  name,
  onNameChange,
  nameError,
  gamesError,
  maxGames,
  onStartFromTheme,
}: {
  editor: Editor;
  name: string;
  onNameChange(name: string): void;
  nameError: string | null;
  gamesError: string | null;
  maxGames: number;
  onStartFromTheme?: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const games = useEditorSelector(editor, (state) => state.games);
  const format = useEditorSelector(editor, (state) => state.doc.format);
  const modes = useEditorSelector(editor, (state) => servedModes(state.doc).join(','));
  const served = modes.split(',');
  const setGames = (next: number) =>
    editor.dispatch('set-games', { games: Math.min(maxGames, Math.max(1, next)) });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={nameId} className="text-xs text-muted-foreground">
          {t('editor.settings.name')}
        </Label>
        <Input
          id={nameId}
          value={name}
          maxLength={120}
          placeholder={t('editor.settings.namePlaceholder')}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(event) => onNameChange(event.target.value)}
          className="h-9"
          data-testid="template-name"
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="text-xs font-medium text-destructive">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted-foreground" id={`${nameId}-games`}>
          {t('editor.settings.games')}
        </span>
        <div
          className="flex h-9 w-fit items-center rounded-lg border border-input bg-background shadow-xs"
          role="group"
          aria-labelledby={`${nameId}-games`}
        >
          <button
            type="button"
            aria-label={t('editor.settings.fewerGames')}
            disabled={games <= 1}
            onClick={() => setGames(games - 1)}
            className="flex h-full w-9 items-center justify-center rounded-l-lg text-muted-foreground hover:bg-muted disabled:opacity-40"
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output
            className="w-10 text-center text-sm font-semibold tabular-nums"
            data-testid="template-games"
            aria-live="polite"
          >
            {games}
          </output>
          <button
            type="button"
            aria-label={t('editor.settings.moreGames')}
            disabled={games >= maxGames}
            onClick={() => setGames(games + 1)}
            className="flex h-full w-9 items-center justify-center rounded-r-lg text-muted-foreground hover:bg-muted disabled:opacity-40"
          >
            <Plus aria-hidden className="size-4" />
          </button>
          <span className="border-l px-3 text-xs text-muted-foreground">
            {t('editor.settings.gamesMax', { count: maxGames })}
          </span>
        </div>
        {gamesError ? <p className="text-xs font-medium text-destructive">{gamesError}</p> : null}
      </div>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={`${nameId}-modes-hint`}>
        <legend className="mb-1.5 text-xs font-medium text-muted-foreground">
          {t('editor.settings.postModes')}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1.5">
          {templateModes.map((mode) => {
            const checked = served.includes(mode);
            return (
              <label
                key={mode}
                className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium select-none"
              >
                <input
                  type="checkbox"
                  data-testid={`template-serves-${mode}`}
                  checked={checked}
                  // A template serves at least one tab.
                  disabled={checked && served.length === 1}
                  onChange={(event) =>
                    editor.dispatch('set-post-modes', {
                      modes: event.target.checked
                        ? templateModes.filter((m) => m === mode || served.includes(m))
                        : templateModes.filter((m) => m !== mode && served.includes(m)),
                    })
                  }
                  className="size-4 accent-brand"
                />
                {t(
                  mode === 'preview'
                    ? 'editor.settings.postModePreview'
                    : 'editor.settings.postModeResult',
                )}
              </label>
            );
          })}
        </div>
        <p id={`${nameId}-modes-hint`} className="text-xs text-muted-foreground">
          {t('editor.settings.postModesHint')}
        </p>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted-foreground">
          {t('editor.settings.format')}
        </span>
        <div
          role="radiogroup"
          aria-label={t('editor.settings.format')}
          className="grid grid-cols-4 gap-1.5"
        >
          {formats.map((value) => {
            const shape = formatShapes[value];
            const active = value === format;
            return (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={active}
                title={t(`editor.formats.${formatKeys[value]}`)}
                onClick={() => editor.dispatch('set-format', { format: value })}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-lg border px-1 py-2 text-[0.6875rem] font-semibold tabular-nums transition-colors',
                  active
                    ? 'border-brand bg-brand/10 text-foreground'
                    : 'border-input text-muted-foreground hover:bg-muted',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'rounded-[3px] border-2',
                    active ? 'border-brand' : 'border-current',
                  )}
                  style={{ width: shape.width, height: shape.height }}
                />
                {value}
              </button>
            );
          })}
        </div>
      </div>
      {onStartFromTheme ? (
        <Button type="button" variant="secondary" size="sm" onClick={onStartFromTheme}>
          <Sparkles aria-hidden />
          {t('editor.themeStart.open')}
        </Button>
      ) : null}
    </div>
  );
}
