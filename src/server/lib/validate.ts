import type { Context } from "hono";
import type { z } from "zod";
import { AppError, validationError } from "./errors";

/** Reads and validates a JSON body: malformed JSON is 400 INVALID_JSON, a schema miss is 400 VALIDATION_ERROR. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON", 400, "The request body is not valid JSON.");
  }
  return parseWith(schema, body);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(
      result.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      })),
    );
  }
  return result.data;
}
