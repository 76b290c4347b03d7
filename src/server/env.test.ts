import { describe, expect, it } from "vitest";
import { describeProviders, EnvError, parseEnv } from "./env";

describe("environment", () => {
  it("needs nothing for the embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(describeProviders(env)).toEqual([
      "database: pglite (./data)",
      "ai: offline (built-in planner and coach)",
      "billing: sandbox (test checkout, no real payment)",
      "mail: log (messages written to the server log)",
    ]);
  });

  it("lists every bad variable at once", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "not a url", NODE_ENV: "production", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join("\n");
      for (const name of ["PORT", "DATABASE_URL", "LOG_LEVEL", "AUTH_SECRET"])
        expect(problems).toContain(name);
    }
  });

  it("refuses the fast password hash outside tests", () => {
    expect(() => parseEnv({ PASSWORD_HASH_COST: "fast" })).toThrow(/PASSWORD_HASH_COST/);
    expect(parseEnv({ PASSWORD_HASH_COST: "fast", NODE_ENV: "test" }).PASSWORD_HASH_COST).toBe("fast");
  });

  it("names the real providers when configured", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://db.internal:5432/app",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      STRIPE_SECRET_KEY: "sk_test_x",
      SMTP_URL: "smtp://mail.internal:587",
    });
    expect(describeProviders(env)).toEqual([
      "database: postgres",
      "ai: openai (gpt-4o-mini at 127.0.0.1:11434)",
      "billing: stripe",
      "mail: smtp (mail.internal:587)",
    ]);
  });
});
