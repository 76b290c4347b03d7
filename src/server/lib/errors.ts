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

export function validationError(issues: ValidationIssue[]): AppError {
  const first = issues[0];
  const message = first ? `Invalid ${first.path || "request"}: ${first.message}` : "Invalid request";
  return new AppError("VALIDATION_ERROR", 400, message, { issues });
}
