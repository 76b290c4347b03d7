import { z } from "zod";
import { WEIGHT_UNITS } from "./history-import";

/** POST /api/history/import's query (history-import.ts). */
export const ZHistoryImportQuery = z
  .object({
    dryRun: z.enum(["1", "0", "true", "false"], "Use dryRun=1 for a preview, or leave it out").optional(),
    unit: z.enum(WEIGHT_UNITS, "Use unit=kg or unit=lb").optional(),
  })
  .strict();
