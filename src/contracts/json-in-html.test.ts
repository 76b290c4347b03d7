import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonForScriptElement } from "./json-in-html";

describe("jsonForScriptElement", () => {
  it("cannot close its script element, open a comment or start a character reference", () => {
    const text = jsonForScriptElement({ name: "</script><script>alert(1)</script><!-- &amp; \u2028\u2029" });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("parses back to the same value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonForScriptElement(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
