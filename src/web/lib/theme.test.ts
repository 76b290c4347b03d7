// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyTheme, nextTheme, resolveTheme, THEME_COLORS } from "./theme";

describe("nextTheme (the header toggle)", () => {
  it("flips light and dark", () => {
    expect(nextTheme("light")).toBe("dark");
    expect(nextTheme("dark")).toBe("light");
  });

  it("turns system into dark, whatever the device shows", () => {
    expect(nextTheme("system")).toBe("dark");
  });
});

describe("resolveTheme", () => {
  it("keeps an explicit choice regardless of the device", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("follows the device preference for system", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
  });
});

describe("applyTheme", () => {
  it("sets the dark class and both schemes' theme-color metas", () => {
    const metas = ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"].map((media) => {
      const meta = document.createElement("meta");
      meta.name = "theme-color";
      meta.media = media;
      document.head.append(meta);
      return meta;
    });
    applyTheme("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyTheme("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    for (const meta of metas) meta.remove();
  });
});
