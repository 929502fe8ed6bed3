import { z } from 'zod';
import { booleanString, urlString } from '#server/config/env-values.ts';

/** PostgreSQL by URL; without one the embedded PGlite under DATA_DIR. */
export const databaseShape = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
};

/** An S3 bucket for files; without one the disk under DATA_DIR. */
export const storageShape = {
  S3_BUCKET: z.string().min(3, { message: 'expected an S3 bucket name' }).optional(),
  S3_ENDPOINT: urlString('an http(s) URL of the S3-compatible endpoint').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),
};
