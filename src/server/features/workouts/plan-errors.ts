import { type DomainError, isDomainError } from "#domain/errors";
import { AppError } from "../../lib/errors";

// The engine's and the provider's DomainErrors as the contract's HTTP errors (API "Plan errors"), in one place.

export const preferencesNotSet = () =>
  new AppError("PREFERENCES_NOT_SET", 400, "User preferences not set. Please complete onboarding first.");
export const workoutNotFound = () => new AppError("NOT_FOUND", 404, "Workout not found");

function fromDomain(error: DomainError): AppError {
  switch (error.code) {
    case "INCOMPLETE_PREFERENCES":
      return new AppError(
        "PREFERENCES_INCOMPLETE",
        400,
        "Incomplete workout preferences. Please update your preferences.",
      );
    case "NO_SLOTS":
      return new AppError("NO_SLOTS", 422, error.message);
    case "AI_NO_RESPONSE":
    case "AI_INVALID_JSON":
    case "AI_NO_WORKOUTS":
    case "AI_TOO_FEW":
    case "AI_DUPLICATE_DATES":
    case "AI_REGENERATE_FAILED":
      return new AppError(error.code, 502, error.message);
    case "INVALID_INPUT":
    case "INVALID_DATE":
    case "INVALID_TIME":
      return new AppError(error.code, 400, error.message);
  }
}

/** Rethrows a DomainError as its AppError; anything else unchanged (a bug: 500 with a request id in the log). */
export function asHttpError(error: unknown): unknown {
  return isDomainError(error) ? fromDomain(error) : error;
}
