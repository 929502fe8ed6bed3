import { describe, expect, it } from 'vitest';
import { bareGame } from '#shared/render/testing/sample-games.ts';
import { pickPreviewGames } from '#client/features/editor/utils/preview-games.ts';

const game = (id: string, date: string, result: string | null) =>
  bareGame({ id, date, time: '19:00', result });

describe('pickPreviewGames', () => {
  it('takes the next games first, oldest first', () => {
    const games = [
      game('later', '20.04.2026', null),
      game('played', '01.03.2026', '3:2'),
      game('next', '02.04.2026', '-:-'),
    ];
    expect(pickPreviewGames(games, 2).map((g) => g.id)).toEqual(['next', 'later']);
  });

  it('fills up with the latest played games', () => {
    const games = [
      game('old', '01.01.2026', '1:0'),
      game('recent', '01.03.2026', '3:2'),
      game('next', '02.04.2026', null),
    ];
    expect(pickPreviewGames(games, 3).map((g) => g.id)).toEqual(['next', 'recent', 'old']);
  });
});
