// Client-side checks that mirror the server's (docs/architecture.md §6: passwords 8-128 characters). The server stays the judge.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export type FieldError =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordLength"
  | "passwordsMismatch";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkName(name: string): FieldError | null {
  const trimmed = name.trim();
  if (!trimmed) return "nameRequired";
  if (trimmed.length > NAME_MAX) return "nameTooLong";
  return null;
}

export function checkEmail(email: string): FieldError | null {
  const trimmed = email.trim();
  if (!trimmed) return "emailRequired";
  if (!EMAIL.test(trimmed)) return "emailInvalid";
  return null;
}

/** For a new password. Sign-in only checks that something was typed (an old password may predate the rules). */
export function checkNewPassword(password: string): FieldError | null {
  if (!password) return "passwordRequired";
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return "passwordLength";
  return null;
}
