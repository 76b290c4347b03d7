import { describe, expect, it } from "vitest";
import { checkEmail, checkName, checkNewPassword } from "./validation";

describe("auth field checks", () => {
  it("requires a name of at most 100 characters", () => {
    expect(checkName("  ")).toBe("nameRequired");
    expect(checkName("Ana")).toBeNull();
    expect(checkName("a".repeat(101))).toBe("nameTooLong");
  });

  it("accepts plausible e-mail addresses only", () => {
    expect(checkEmail("")).toBe("emailRequired");
    expect(checkEmail("ana")).toBe("emailInvalid");
    expect(checkEmail("ana@example")).toBe("emailInvalid");
    expect(checkEmail(" ana@example.com ")).toBeNull();
  });

  it("wants new passwords of 8 to 128 characters", () => {
    expect(checkNewPassword("")).toBe("passwordRequired");
    expect(checkNewPassword("1234567")).toBe("passwordLength");
    expect(checkNewPassword("12345678")).toBeNull();
    expect(checkNewPassword("x".repeat(128))).toBeNull();
    expect(checkNewPassword("x".repeat(129))).toBe("passwordLength");
  });
});
