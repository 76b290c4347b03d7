import { type ErrorCode, englishSentence, type Sentence } from "#contracts/errors";

// Services throw AppError; one onError handler (app.ts) turns it into `{error, message}` with its status. The code is
// one of the contract's list (contracts/errors.ts, ADR 0066).

export interface ValidationIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

/**
 * An AppError whose message is a sentence of the contract's list: the body carries `sentence: {code, params}` beside
 * the English `message`, so the web app says it in the user's language (ADR 0066).
 */
export function sayingError(
  code: ErrorCode,
  status: AppError["status"],
  sentence: Sentence,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(code, status, englishSentence(sentence), { ...extra, sentence });
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", 404, message);
export const unauthorized = () => new AppError("UNAUTHORIZED", 401, "You need to sign in first.");

/**
 * 400 VALIDATION_ERROR. `message` is for people (the web app shows it in a toast); the field details stay in `issues`
 * for forms. A rule of the domain ("would end after midnight") passes its own sentence (by code, or in words where the
 * contract has no code for it); a body the schema refuses gets a general one, since the app's own forms never send
 * such a body and the issues name the field.
 */
export function validationError(
  issues: ValidationIssue[],
  message: string | Sentence = { code: "VALIDATION_ERROR", params: {} },
): AppError {
  if (typeof message === "string") return new AppError("VALIDATION_ERROR", 400, message, { issues });
  return sayingError("VALIDATION_ERROR", 400, message, { issues });
}
