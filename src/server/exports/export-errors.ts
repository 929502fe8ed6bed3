import { AppError } from '#server/http/app-error.ts';

/**
 * The refusals of POST /api/exports: stable codes with the texts of SPEC.md sections 5 and 8
 * where it has them.
 */
export const exportErrors = {
  invalid: (details?: unknown) =>
    new AppError(
      400,
      'EXPORT_INVALID',
      { de: 'Ungültige Export-Anfrage', en: 'Invalid export request' },
      details,
    ),
  gameLimit: (max: number) =>
    new AppError(403, 'GAME_LIMIT_EXCEEDED', {
      de: `Maximum erreicht: Ihr Abo erlaubt maximal ${max} ${max === 1 ? 'Spiel' : 'Spiele'}`,
      en: `Maximum reached: your plan allows at most ${max} ${max === 1 ? 'game' : 'games'}`,
    }),
  customTemplates: () =>
    new AppError(403, 'CUSTOM_TEMPLATES_NOT_ALLOWED', {
      de: 'Eigene Vorlagen sind in deinem Abo nicht enthalten',
      en: 'Custom templates are not part of your plan',
    }),
  templateNotFound: () =>
    new AppError(404, 'TEMPLATE_NOT_FOUND', {
      de: 'Template nicht geladen',
      en: 'Template not found',
    }),
  templateInvalid: () =>
    new AppError(422, 'TEMPLATE_INVALID', {
      de: 'Die Vorlage ist ungültig und kann nicht gerendert werden',
      en: 'The template is invalid and cannot be rendered',
    }),
  backgroundNotFound: () =>
    new AppError(404, 'BACKGROUND_NOT_FOUND', {
      de: 'Hintergrundbild nicht gefunden',
      en: 'Background image not found',
    }),
  backgroundUnreadable: () =>
    new AppError(422, 'BACKGROUND_UNREADABLE', {
      de: 'Das Hintergrundbild kann nicht gelesen werden',
      en: 'The background image cannot be read',
    }),
  gameNotFound: () =>
    new AppError(404, 'GAME_NOT_FOUND', {
      de: 'Spieldaten konnten nicht geladen werden',
      en: 'Game data could not be loaded',
    }),
  gameNotOfTeam: () =>
    new AppError(400, 'GAME_NOT_OF_TEAM', {
      de: 'Die gewählten Spiele gehören nicht zu diesem Team',
      en: 'The chosen games do not belong to this team',
    }),
  failed: () =>
    new AppError(500, 'EXPORT_FAILED', {
      de: 'Beim Erstellen des Bildes ist ein Fehler aufgetreten',
      en: 'Something went wrong while creating the image',
    }),
};
