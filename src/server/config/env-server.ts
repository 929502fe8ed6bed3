import { z } from 'zod';
import { booleanString, urlString } from '#server/config/env-values.ts';

/** How the process runs and listens. */
export const listenShape = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'expected development, production or test',
    })
    .default('development'),
  // Digits only: a coerced ' ' would be port 0, a random port.
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, { message: 'expected a port number from 0 to 65535' })
    .transform(Number)
    .refine((port) => port <= 65535, { message: 'expected a port number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1, { message: 'expected a host name or address' }).default('0.0.0.0'),
};

/** The site: behind a proxy or not, its address, its data and secret, its logs. */
export const siteShape = {
  TRUST_PROXY: booleanString.default(false),
  APP_URL: urlString('an absolute http(s) URL such as https://matchpost.ch').optional(),
  DATA_DIR: z.string().min(1, { message: 'expected a directory path' }).default('./data'),
  APP_SECRET: z
    .string()
    .min(32, { message: 'expected at least 32 characters of random text' })
    .optional(),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], {
      message: 'expected debug, info, warn, error or silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty'], { message: 'expected json or pretty' }).optional(),
};

/** Who may scrape the metrics, and who runs this installation. */
export const operatorShape = {
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,256}$/, { message: 'expected 16 to 256 characters of random text, no spaces' })
    .optional(),

  // Who runs this installation, shown in the imprint and the privacy policy; the e-mail is the
  // app's one contact address (footer, about section, legal pages).
  OPERATOR_NAME: z.string().trim().min(2, { message: 'expected a name' }).default('Matchpost'),
  OPERATOR_ADDRESS: z
    .string()
    .trim()
    .min(5, { message: 'expected a postal address' })
    .default('Musterstrasse 1, 8000 Zürich, Schweiz'),
  OPERATOR_EMAIL: z
    .email({ message: 'expected an e-mail address' })
    .default('kontakt@matchpost.ch'),
};
