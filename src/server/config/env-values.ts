import { z } from 'zod';

/** The value kinds the environment's variables are read as (env.ts). */
export const booleanString = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

export const urlString = (what: string) =>
  z
    .url({ protocol: /^https?$/, message: `expected ${what}` })
    .transform((value) => value.replace(/\/+$/, ''));

/** A whole number within bounds, from its digits only. */
export function wholeNumber(expected: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, { message: `expected ${expected}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `expected ${expected}` });
}
