import { z } from "zod";

/** Every API error body: `{error, message}`; validation failures add `issues`. */
export const ZApiError = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
