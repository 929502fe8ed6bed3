// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { Blocker } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { ThemeId } from '#shared/themes/theme-colors.ts';
import type { EditorDocument } from '#client/features/editor/core/document.ts';
import { SvgImportDialog } from '#client/features/editor/components/svg-import-dialog.tsx';
import { i18n } from '#client/i18n/i18n.ts';
import { ThemeStartDialog } from '#client/features/editor/components/theme-start-dialog.tsx';
import { UnsavedChangesDialog } from '#client/features/editor/components/unsaved-changes-dialog.tsx';
import {
  buttonNamed,
  editorWith,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

/** A router's blocker as react-router hands it over, recording what the dialog asks of it. */
function blockerThat(state: Blocker['state'], calls: string[]): Blocker {
  const reset = () => void calls.push('reset');
  const proceed = () => void calls.push('proceed');
  return state === 'blocked'
    ? {
        state,
        reset,
        proceed,
        location: { pathname: '/studio', search: '', hash: '', state: null, key: 'studio' },
      }
    : ({ state, reset: undefined, proceed: undefined, location: undefined } as Blocker);
}

const svgFile = (text: string, name = 'design.svg', type = 'image/svg+xml') =>
  new File([text], name, { type });

/** Chooses a file in the import's file field, as the browser hands it over. */
function choose(file: File) {
  const input = screen.getByTestId('svg-import-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

/** The question before leaving, while the router blocks; every answer lands in `calls`. */
const renderLeaveDialog = (calls: string[]) =>
  render(
    <UnsavedChangesDialog
      blocker={blockerThat('blocked', calls)}
      onDiscard={() => calls.push('discard')}
    />,
  );

describe('UnsavedChangesDialog', () => {
  it('is not there while nothing blocks leaving', () => {
    render(<UnsavedChangesDialog blocker={blockerThat('unblocked', [])} onDiscard={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays in the editor on “Weiter bearbeiten”, keeping the draft', () => {
    const calls: string[] = [];
    renderLeaveDialog(calls);
    expect(screen.getByRole('dialog').textContent).toContain('Änderungen verwerfen?');
    fireEvent.click(buttonNamed('Weiter bearbeiten'));
    expect(calls).toEqual(['reset']);
  });

  it('drops the draft, then leaves, on “Verwerfen und verlassen”', () => {
    const calls: string[] = [];
    renderLeaveDialog(calls);
    fireEvent.click(buttonNamed('Verwerfen und verlassen'));
    expect(calls).toEqual(['discard', 'proceed']);
  });

  it('stays when the dialog is closed with its cross', () => {
    const calls: string[] = [];
    renderLeaveDialog(calls);
    fireEvent.click(buttonNamed('Schliessen'));
    expect(calls).toEqual(['reset']);
  });
});

describe('SvgImportDialog', () => {
  const renderImport = () => {
    const editor = editorWith({});
    const closed: boolean[] = [];
    render(
      <>
        <SvgImportDialog editor={editor} open onOpenChange={(open) => closed.push(!open)} />
        <Toaster />
      </>,
    );
    return { editor, closed };
  };

  it('adds a designer’s shapes and texts as elements, tells how many, and closes', async () => {
    const { editor, closed } = renderImport();
    choose(
      svgFile(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
          '<rect x="10" y="10" width="50" height="30" fill="#ff0000"/>' +
          '<text x="10" y="80" font-size="12">Heimsieg</text></svg>',
      ),
    );
    await waitFor(() => expect(closed).toEqual([true]));
    expect(editor.document.elements.map((element) => element.type).sort()).toEqual([
      'rect',
      'text',
    ]);
    expect(await screen.findByText('SVG erfolgreich importiert')).toBeTruthy();
    expect(screen.getByText(/^1 Texte, 0 Bilder, 1 Rechtecke, 0 Pfade/)).toBeTruthy();
  });

  it('refuses a file that is not an SVG, adds nothing and stays open', async () => {
    const { editor, closed } = renderImport();
    choose(svgFile('not an image', 'notes.txt', 'text/plain'));
    expect(await screen.findByText('Import fehlgeschlagen')).toBeTruthy();
    expect(screen.getByText('Bitte wähle eine SVG-Datei aus')).toBeTruthy();
    expect(editor.document.elements).toEqual([]);
    expect(closed).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses a file over 5 MB', async () => {
    const { editor } = renderImport();
    choose(svgFile(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(5 * 1024 * 1024)}</svg>`));
    expect(await screen.findByText('Datei ist zu gross (max. 5MB)')).toBeTruthy();
    expect(editor.document.elements).toEqual([]);
  });

  it('says what it found when nothing in the file can be imported', async () => {
    const { editor, closed } = renderImport();
    choose(svgFile('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'));
    expect(await screen.findByText('Keine Elemente importiert')).toBeTruthy();
    expect(screen.getByText(/Keines davon konnte importiert werden/)).toBeTruthy();
    expect(editor.document.elements).toEqual([]);
    expect(closed).toEqual([]);
  });

  it('refuses a file that is not well-formed SVG', async () => {
    const { editor } = renderImport();
    choose(svgFile('<svg xmlns="http://www.w3.org/2000/svg"><rect'));
    expect(await screen.findByText('Import fehlgeschlagen')).toBeTruthy();
    expect(editor.document.elements).toEqual([]);
  });
});

describe('ThemeStartDialog', () => {
  it('offers the four looks as previews, switches to results, and starts from the picked one', () => {
    const started: { doc: EditorDocument; theme: ThemeId }[] = [];
    render(
      <ThemeStartDialog
        open
        onOpenChange={() => {}}
        games={2}
        format="4:5"
        onStart={(doc, theme) => started.push({ doc, theme })}
      />,
    );
    expect(screen.getByRole('dialog').textContent).toContain('für 2 Spiele');
    for (const name of ['Matchpost Classic', 'Hell', 'Dunkel', 'Clubfarben']) {
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    }

    fireEvent.click(screen.getByTestId('theme-start-dark'));
    expect(started).toHaveLength(1);
    expect(started[0]!.theme).toBe('dark');
    const previewDoc = started[0]!.doc;
    expect(previewDoc.elements.length).toBeGreaterThan(0);

    act(() => void fireEvent.click(buttonNamed('Resultat')));
    fireEvent.click(screen.getByTestId('theme-start-dark'));
    expect(started[1]!.theme).toBe('dark');
    expect(started[1]!.doc).not.toEqual(previewDoc);
  });

  it('draws the looks in the person’s language', async () => {
    const looks = () => screen.getAllByRole('img').map((look) => look.textContent ?? '');
    await act(async () => void (await i18n.changeLanguage('fr')));
    try {
      render(
        <ThemeStartDialog open onOpenChange={() => {}} games={1} format="4:5" onStart={() => {}} />,
      );
      expect(looks()).toHaveLength(4);
      for (const look of looks()) {
        expect(look).toMatch(/avant-match/i);
        expect(look).not.toMatch(/spielvorschau/i);
      }
    } finally {
      await act(async () => void (await i18n.changeLanguage('de')));
    }
  });

  it('draws nothing while closed', () => {
    render(
      <ThemeStartDialog
        open={false}
        onOpenChange={() => {}}
        games={1}
        format="1:1"
        onStart={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
