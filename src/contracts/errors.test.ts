import { describe, expect, it } from "vitest";
import { DOMAIN_ERROR_CODES } from "#domain/errors";
import { ENGLISH_SENTENCES, ERROR_CODES, englishSentence, SENTENCE_PARAMS, ZErrorBody } from "./errors";

// The type checker does the main work (AppError takes only an ErrorCode; the web app's ApiError.code is typed by the
// list, see src/web/lib/api.test.ts); these check what types cannot.
describe("the error codes' list", () => {
  it("names each code once", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it("holds the domain's codes the server answers as they are (plan-errors.ts renames INCOMPLETE_PREFERENCES)", () => {
    const passed = DOMAIN_ERROR_CODES.filter((code) => code !== "INCOMPLETE_PREFERENCES");
    for (const code of passed) expect(ERROR_CODES as readonly string[], code).toContain(code);
  });

  it("has an English sentence for every sentence code, and each code is an error code or a refusal's reason", () => {
    expect(Object.keys(ENGLISH_SENTENCES).sort()).toEqual(Object.keys(SENTENCE_PARAMS).sort());
  });
});

describe("an error body", () => {
  it("carries a sentence whose params fit its code", () => {
    const sentence = { code: "WORKOUT_PAST_MIDNIGHT", params: { minutes: 45, startTime: "23:15" } } as const;
    const body = { error: "VALIDATION_ERROR", message: englishSentence(sentence), sentence };
    expect(ZErrorBody.safeParse(body).success).toBe(true);
    expect(body.message).toBe("A 45-minute workout can't start at 23:15: it would end after midnight.");
  });

  it("is refused with params another code's", () => {
    const body = {
      error: "VALIDATION_ERROR",
      message: "x",
      sentence: { code: "TOO_MANY_EVENTS", params: {} },
    };
    expect(ZErrorBody.safeParse(body).success).toBe(false);
  });
});
