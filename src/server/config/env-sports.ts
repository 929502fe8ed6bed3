import { z } from 'zod';
import { urlString } from '#server/config/env-values.ts';

/** Where the federations' game data comes from: live APIs, the demo catalogue, or either. */
export const sportsShape = {
  SPORTS_DATA: z
    .enum(['auto', 'live', 'demo'], { message: 'expected auto, live or demo' })
    .default('auto'),
  SWISSUNIHOCKEY_API_URL: urlString('an http(s) URL').default('https://api-v2.swissunihockey.ch'),
  SWISSVOLLEY_API_URL: urlString('an http(s) URL').default('https://api.volleyball.ch'),
  SWISSHANDBALL_API_URL: urlString('an http(s) URL').default('https://clubapi.handball.ch/rest/v1'),
  SWISSVOLLEY_API_KEY: z
    .string()
    .regex(/^\S{8,512}$/, {
      message: 'expected the VolleyManager API key (8 to 512 characters, no spaces)',
    })
    .optional(),
};
