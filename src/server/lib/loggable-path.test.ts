import { describe, expect, it } from "vitest";
import { loggablePath } from "./loggable-path";

describe("loggablePath", () => {
  it("masks tokens in paths: the calendar feed, the reset link, any token-like segment under /api/auth", () => {
    expect(loggablePath("/api/calendar/abc.def.ics")).toBe("/api/calendar/[token].ics");
    expect(loggablePath("/api/auth/reset-password/Xy12abcDEF34ghij56klMNop")).toBe(
      "/api/auth/reset-password/[token]",
    );
    // Even an all-lower-case token after reset-password/.
    expect(loggablePath("/api/auth/reset-password/abcdefghijkl")).toBe("/api/auth/reset-password/[token]");
    expect(loggablePath("/api/auth/magic/Tok3n_value")).toBe("/api/auth/magic/[token]");
  });

  it("keeps endpoint names and every other path as they are", () => {
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/get-session",
      "/api/auth/reset-password",
      "/api/auth/revoke-other-sessions",
      "/api/events/0b6f2c1e-8a5d-4c1e-9a7b-3d2e1f0a9b8c",
      "/api/calendar/feed-url",
    ])
      expect(loggablePath(path)).toBe(path);
  });

  it("masks a token query parameter if a caller ever passes the query along", () => {
    expect(loggablePath("/api/auth/verify-email?token=abc.def&callbackURL=%2F")).toBe(
      "/api/auth/verify-email?token=[token]&callbackURL=%2F",
    );
    expect(loggablePath("/api/auth/reset-password/Ab1?callbackURL=%2Freset")).toBe(
      "/api/auth/reset-password/[token]?callbackURL=%2Freset",
    );
  });
});
