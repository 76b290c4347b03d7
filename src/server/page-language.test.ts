import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageLanguage } from "./page-language";

const app = new Hono().get("/", (c) => c.text(pageLanguage(c)));
const languageFor = async (header?: string) =>
  (await app.request("/", { headers: header === undefined ? {} : { "accept-language": header } })).text();

describe("pageLanguage", () => {
  it("takes the first language the app speaks, by weight and then by order, by its primary subtag", async () => {
    expect(await languageFor("es-ES,es;q=0.9,en;q=0.5")).toBe("es");
    expect(await languageFor("fr-FR,es-MX;q=0.8,en;q=0.7")).toBe("es");
    expect(await languageFor("en;q=0.4,es;q=0.6")).toBe("es");
    expect(await languageFor("en-GB,es")).toBe("en");
    expect(await languageFor("ES")).toBe("es");
  });

  it("falls back to English for no header, nothing spoken, a refused language or a malformed header", async () => {
    expect(await languageFor()).toBe("en");
    expect(await languageFor("fr, de;q=0.5")).toBe("en");
    expect(await languageFor("es;q=0")).toBe("en");
    expect(await languageFor(";;,,q=")).toBe("en");
  });
});
