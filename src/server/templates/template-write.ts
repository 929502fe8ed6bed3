import type { z } from 'zod';
import { AppError } from '#server/http/app-error.ts';
import type { Entitlements } from '#shared/accounts/entitlements.ts';
import { maxGamesPerPost } from '#shared/plans.ts';
import { errorTexts, type ErrorTexts, type Language } from '#shared/errors/error-codes.ts';
import { cleanText, sanitiseSvgConfig } from '#shared/templates/svg-sanitise.ts';
import { templateCostProblems } from '#shared/templates/template-cost.ts';
import {
  templateFieldCodes,
  templateWriteSchema,
  type TemplateFieldCode,
  type TemplateFieldError,
  type TemplateWrite,
} from '#shared/templates/template-write.schema.ts';

/**
 * A template save's body checked as the server must: the shared schema, the plan's games
 * maximum, the shared sanitiser over the config (image references, text, path data) and the
 * drawing cost model (template-cost.ts: element boxes near the canvas, a budget). Every
 * refused field is listed, so the editor shows each under its field; the first one's code is the
 * response's code.
 */
type Field = TemplateFieldError['field'];

function isFieldCode(value: string): value is TemplateFieldCode {
  return (templateFieldCodes as readonly string[]).includes(value);
}

function fieldOf(path: PropertyKey[]): Field {
  const first = path[0];
  return first === 'name' || first === 'supportedGames' ? first : 'svgConfig';
}

function fieldTexts(code: TemplateFieldCode, maxGames: number): ErrorTexts {
  return code === 'TEMPLATE_GAMES_LIMIT'
    ? errorTexts(code, { max: maxGames })
    : errorTexts(code, undefined);
}

export function checkTemplateWrite(
  body: unknown,
  granted: Entitlements,
  workspaceId: string,
  language: Language,
): TemplateWrite {
  const maxGames = maxGamesPerPost(granted.limits);
  const refused: { field: Field; path: string; code: TemplateFieldCode }[] = [];
  const add = (field: Field, path: string, code: TemplateFieldCode) => {
    // One refusal per field and place is enough for a person to act on.
    if (!refused.some((r) => r.field === field && r.path === path)) {
      refused.push({ field, path, code });
    }
  };

  const parsed = templateWriteSchema.safeParse(body);
  let result: TemplateWrite | null = null;
  if (parsed.success) result = parsed.data;
  else {
    for (const issue of parsed.error.issues as z.core.$ZodIssue[]) {
      const field = fieldOf(issue.path);
      const inner = issue.path.slice(1).join('.');
      if (field === 'svgConfig') {
        const tooMany = issue.code === 'too_big' && inner === 'elements';
        const image = /(^|\.)(href|backgroundImageUrl)$/.test(inner);
        add(
          field,
          inner,
          tooMany
            ? 'TEMPLATE_TOO_LARGE'
            : image
              ? 'TEMPLATE_IMAGE_FORBIDDEN'
              : 'TEMPLATE_CONFIG_INVALID',
        );
      } else {
        add(field, '', isFieldCode(issue.message) ? issue.message : 'TEMPLATE_CONFIG_INVALID');
      }
    }
  }

  const games = (body as { supportedGames?: unknown } | null)?.supportedGames;
  if (typeof games === 'number' && Number.isInteger(games) && games > maxGames && games >= 1) {
    add('supportedGames', '', 'TEMPLATE_GAMES_LIMIT');
  }

  if (result) {
    const { config, problems } = sanitiseSvgConfig(result.svgConfig, { workspaceId });
    for (const problem of problems) add('svgConfig', problem.path, problem.code);
    // What the config may ask the rasteriser for: canvas-relative boxes and a drawing budget.
    for (const problem of templateCostProblems(config)) {
      add('svgConfig', problem.path, problem.code);
    }
    result = { ...result, name: cleanText(result.name).trim(), svgConfig: config };
    if (result.name === '') add('name', '', 'TEMPLATE_NAME_REQUIRED');
  }

  if (refused.length > 0 || !result) {
    const fields: TemplateFieldError[] = refused.map((r) => ({
      ...r,
      message: fieldTexts(r.code, maxGames)[language],
    }));
    const code = refused[0]?.code ?? 'TEMPLATE_CONFIG_INVALID';
    const details = { fields };
    if (code === 'TEMPLATE_GAMES_LIMIT') {
      throw AppError.of(400, code, { max: maxGames }, details);
    }
    throw AppError.of(400, code, details);
  }
  return result;
}
