// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { Logo, LogoList } from '#shared/logos/logo.schema.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import {
  LogoPickerDialog,
  type PickedImage,
} from '#client/features/editor/components/logo-picker-dialog.tsx';
import {
  buttonNamed,
  renderWithQueries,
  setUpComponentTests,
} from '#client/features/editor/testing/component-harness.tsx';

setUpComponentTests();

const logo = (id: string, name: string, logoType: Logo['logoType'], locked = false): Logo => ({
  id,
  name,
  logoType,
  url: `https://files.example/${id}.png`,
  createdAt: '2026-09-01T10:00:00.000Z',
  locked,
});

/** The picker over the user's logos as GET /api/logos answers them, inside the app's router. */
function renderPicker(list: LogoList) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.logos, list);
  const picked: PickedImage[] = [];
  renderWithQueries(
    <MemoryRouter initialEntries={['/editor']}>
      <LogoPickerDialog open onOpenChange={() => {}} onPick={(image) => picked.push(image)} />
      <Toaster />
    </MemoryRouter>,
    client,
  );
  return picked;
}

const choices = () => screen.queryAllByTestId('logo-choice') as HTMLButtonElement[];

/** Chooses a file in the upload field, as the browser hands it over. */
function chooseUpload(file: File) {
  const input = screen.getByTestId('logo-upload-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('LogoPickerDialog', () => {
  it('shows the logos by kind with their counts, and picks the clicked one', () => {
    const picked = renderPicker({
      allowed: true,
      logos: [
        logo('a', 'Bäckerei Muster', 'sponsor'),
        logo('b', 'Garage Flink', 'sponsor'),
        logo('c', 'FC Beispiel', 'club'),
      ],
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Logos nach Art' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sponsoren2',
      'Verein1',
      'Team0',
      'Andere0',
    ]);
    expect(choices().map((choice) => choice.title)).toEqual(['Bäckerei Muster', 'Garage Flink']);

    fireEvent.click(choices()[1]!);
    expect(picked).toEqual([
      { href: 'https://files.example/b.png', name: 'Garage Flink', logoType: 'sponsor' },
    ]);

    fireEvent.mouseDown(tabs.getByRole('tab', { name: /^Verein/ }), { button: 0 });
    expect(choices().map((choice) => choice.title)).toEqual(['FC Beispiel']);
    fireEvent.click(choices()[0]!);
    expect(picked[1]).toEqual({
      href: 'https://files.example/c.png',
      name: 'FC Beispiel',
      logoType: 'club',
    });
  });

  it('shows a locked logo but does not pick it', () => {
    const picked = renderPicker({
      allowed: true,
      logos: [logo('a', 'Alter Sponsor', 'sponsor', true)],
    });
    const [locked] = choices();
    expect(locked!.disabled).toBe(true);
    expect(locked!.title).toBe('Gesperrt: in deinem aktuellen Abo nicht verfügbar');
    fireEvent.click(locked!);
    expect(picked).toEqual([]);
  });

  it('says a kind has no logos yet', () => {
    renderPicker({ allowed: true, logos: [] });
    expect(screen.getByText('In dieser Kategorie gibt es noch keine Logos.')).toBeTruthy();
    expect(choices()).toEqual([]);
  });

  it('refuses a file that is not an image, and one over 10 MB, before any upload', async () => {
    const picked = renderPicker({ allowed: true, logos: [] });
    expect(buttonNamed('Bild hochladen').disabled).toBe(false);

    chooseUpload(new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Ungültiger Dateityp')).toBeTruthy();
    expect(screen.getByText('Bitte wähle eine Bilddatei aus.')).toBeTruthy();

    chooseUpload(
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Datei zu groß')).toBeTruthy();
    expect(screen.getByText('Die maximale Dateigröße beträgt 10 MB.')).toBeTruthy();
    expect(screen.queryByText('Bild zuschneiden')).toBeNull();
    expect(picked).toEqual([]);
  });

  it('without a plan that allows logos: no upload, and a link to the plans instead', () => {
    renderPicker({ allowed: false, logos: [logo('a', 'Alter Sponsor', 'sponsor', true)] });
    expect(screen.queryByRole('button', { name: 'Bild hochladen' })).toBeNull();
    expect(screen.queryByTestId('logo-upload-input')).toBeNull();
    expect(
      screen.getByText(/Eigene Logos und Bilder hochladen ist im Pro- und Premium-Abo enthalten/),
    ).toBeTruthy();
    const upgrade = screen.getByRole('link', { name: 'Abo ansehen' });
    expect(upgrade.getAttribute('href')).toBe('/profile/subscription');
  });
});
