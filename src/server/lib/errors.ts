// Services throw AppError; one onError handler (app.ts) turns it into `{error, message}` with its status.

export interface ValidationIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", 404, message);
export const unauthorized = () => new AppError("UNAUTHORIZED", 401, "You need to sign in first.");

/**
 * 400 VALIDATION_ERROR. `message` is for people (the web app shows it in a toast as it is); the field details stay in
 * `issues` for forms. A rule of the domain ("would end after midnight") passes its own sentence; a body the schema
 * refuses gets a general one, since the app's own forms never send such a body and the issues name the field.
 */
export function validationError(
  issues: ValidationIssue[],
  message = "Some of what was sent isn't valid. Check the highlighted fields and try again.",
): AppError {
  return new AppError("VALIDATION_ERROR", 400, message, { issues });
}
