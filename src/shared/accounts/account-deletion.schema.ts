import { z } from 'zod';

/** The confirmation word of POST /api/account/delete is checked by the server. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
