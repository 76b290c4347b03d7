import { BASE_ERROR_CODES } from "better-auth";
import { describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES } from "#contracts/errors";

// /api/auth passes better-auth's own codes through (auth.routes.ts); the contract lists the ones the web app matches.
// An upgrade of better-auth that renames one of them fails here rather than in a user's sign-up form.
describe("better-auth's codes in the contract's list", () => {
  it("are codes the installed better-auth answers", () => {
    const known = Object.keys(BASE_ERROR_CODES);
    for (const code of AUTH_ERROR_CODES) expect(known, code).toContain(code);
  });
});
