import { z } from 'zod';

/** Who runs this installation: named in the imprint and the privacy policy. */
export const operatorSchema = z.object({
  name: z.string(),
  /** Postal address; its lines are separated by commas. */
  address: z.string(),
  email: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** GET /api/site: public facts about this installation, read by the legal pages. */
export const siteSchema = z.object({ operator: operatorSchema });
export type Site = z.infer<typeof siteSchema>;
