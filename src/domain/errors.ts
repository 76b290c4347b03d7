// One error type for every rule the domain enforces. The server maps `code` to an HTTP status in one place, so the
// domain never needs to know about HTTP; `message` is already a sentence a user can read.

export const DOMAIN_ERROR_CODES = [
  "INVALID_INPUT",
  "INVALID_DATE",
  "INVALID_TIME",
  "INCOMPLETE_PREFERENCES",
  "NO_SLOTS",
  "AI_NO_RESPONSE",
  "AI_INVALID_JSON",
  "AI_NO_WORKOUTS",
  "AI_TOO_FEW",
  "AI_DUPLICATE_DATES",
  "AI_REGENERATE_FAILED",
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  override readonly name = "DomainError";

  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** docs/product.md §8 wording, shared so the server and tests compare against one source. */
export const NO_SLOTS_MESSAGE = "No available time slots found for any day in the 7-day period";
/** Product §5: the inner generator's wording; the server may show its own 'Incomplete workout preferences…' text. */
export const MISSING_PREFERENCES_MESSAGE = "Missing required workout preferences";
