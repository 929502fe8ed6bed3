// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createEditor, type Editor } from '#client/features/editor/core/editor.ts';
import { EditorHeader } from '#client/features/editor/components/editor-header.tsx';
import { EditorSidePanel } from '#client/features/editor/components/editor-side-panel.tsx';
import { useEditorSave } from '#client/features/editor/hooks/use-editor-save.ts';
import {
  renderWithQueries,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

/** The editor page's header and panels around the save, as the page wires them. */
function SaveForm({ editor, dirty = false }: { editor: Editor; dirty?: boolean }) {
  const [name, setName] = useState('');
  const { onSave, pending, errors, changeName } = useEditorSave(
    { editor, name, setName, games: 1 },
    { templateId: undefined, maxGames: 1, onSaved: () => {} },
  );
  return (
    <>
      <EditorHeader
        title="Neues Template"
        name={name}
        dirty={dirty}
        editing
        saving={pending}
        onBack={() => {}}
        onImportSvg={() => {}}
        onTogglePreview={() => {}}
        onSave={onSave}
      />
      <EditorSidePanel
        editor={editor}
        name={name}
        onNameChange={changeName}
        errors={errors}
        maxGames={1}
        onStartFromTheme={undefined}
      />
    </>
  );
}

const renderForm = (dirty?: boolean) =>
  renderWithQueries(<SaveForm editor={createEditor()} dirty={dirty} />);

describe('the editor’s header and panels', () => {
  it('names the template and says whether all is saved', () => {
    renderForm(true);
    expect(screen.getByText('Ohne Namen · Ungespeicherte Änderungen')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Matchday Gold' } });
    expect(screen.getByText('Matchday Gold · Ungespeicherte Änderungen')).toBeTruthy();
    cleanup();
    renderForm(false);
    expect(screen.getByText('Ohne Namen · Alles gespeichert')).toBeTruthy();
  });

  it('refuses to save without a name, under the name, and typing one clears the error', () => {
    renderForm();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('template-save'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name ist erforderlich')).toBeTruthy();

    fireEvent.input(name, { target: { value: 'Matchday Gold' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Name ist erforderlich')).toBeNull();
  });
});
