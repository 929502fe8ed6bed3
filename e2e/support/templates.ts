import { createTemplateRepository } from '#server/templates/template.repository.ts';
import type { TestApp } from './app.ts';

/**
 * Saves a user's own template through the repository: a 4:5 post on a ground of `color` with the
 * home team's name, for one game.
 */
export function saveTemplate(app: TestApp, userId: string, name: string, color = '#0b3d91') {
  const templates = createTemplateRepository(app.server.ctx.database.db);
  return templates.insert(userId, {
    name,
    supportedGames: 1,
    format: '4:5',
    svgConfig: {
      backgroundColor: color,
      format: '4:5',
      elements: [
        {
          id: 'home',
          type: 'api-text',
          apiField: 'teamHome',
          x: 540,
          y: 600,
          fontSize: 80,
          fill: '#ffffff',
          textAnchor: 'middle',
        },
      ],
    },
  });
}
