// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPost } from '#shared/render/build-post.ts';
import type { Game } from '#shared/sports/sports.ts';
import { i18nReady } from '#client/i18n/i18n.ts';
import { PostPreviewFigure } from '#client/features/studio/components/post-preview-figure.tsx';

const game: Game = {
  id: 'g1',
  teamHome: 'UHC Heim',
  teamAway: 'UHC Gast',
  date: '22.11.2026',
  time: '17:30',
  result: '',
  resultDetail: '',
  location: 'Halle',
  city: 'Bern',
  teamHomeLogo: '',
  teamAwayLogo: '',
};

const size = { width: 320, height: 400 };
const base = {
  size,
  standings: false,
  noTable: false,
  standingsFailed: false,
  onRetryStandings: () => {},
  resultMissing: false,
  onPreview: () => {},
  format: '4:5' as const,
};

beforeAll(() => i18nReady);
afterEach(cleanup);

describe('PostPreviewFigure', () => {
  it('draws the post as the renderer lays it out, with the format and the export size below', () => {
    const post = buildPost({
      design: { theme: 'default' },
      games: [game],
      mode: 'preview',
      isHomeGame: true,
    });
    render(<PostPreviewFigure {...base} post={post} />);
    const drawn = screen.getByRole('img', { name: 'Vorschau des Posts' });
    expect(drawn.getAttribute('width')).toBe('320');
    expect(drawn.textContent).toContain('UHC Heim');
    expect(screen.getByText(/2160 × 2700/)).toBeTruthy();
  });

  it('shows a loading placeholder until the post is there', () => {
    render(<PostPreviewFigure {...base} post={null} />);
    expect(screen.getByRole('status', { name: 'Wird geladen …' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when the league has no table, and offers a retry when the table did not load', () => {
    const { rerender } = render(
      <PostPreviewFigure {...base} post={null} standings noTable format="1:1" />,
    );
    expect(screen.getByTestId('no-standings').textContent).toBe(
      'Für dieses Team gibt es keine Tabelle',
    );
    expect(screen.getByText(/2160 × 2160/)).toBeTruthy();

    let retried = 0;
    rerender(
      <PostPreviewFigure
        {...base}
        post={null}
        standings
        standingsFailed
        onRetryStandings={() => (retried += 1)}
      />,
    );
    expect(screen.getByText('Die Tabelle konnte nicht geladen werden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nochmals versuchen' }));
    expect(retried).toBe(1);
  });

  it('says that a result post needs a result, and leads to the preview', () => {
    let previews = 0;
    render(
      <PostPreviewFigure {...base} post={null} resultMissing onPreview={() => (previews += 1)} />,
    );
    expect(screen.getByTestId('no-result').textContent).toContain('Noch kein Resultat.');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zur Spielvorschau' }));
    expect(previews).toBe(1);
  });
});
