// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api";

function respond(status: number, body?: unknown, statusText = "") {
  const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe("api", () => {
  it("returns the parsed JSON body", async () => {
    vi.stubGlobal("fetch", respond(200, { theme: "dark" }));
    await expect(api("/api/settings")).resolves.toEqual({ theme: "dark" });
  });

  it("sends mutations as same-origin JSON", async () => {
    const fetch = respond(200, {});
    vi.stubGlobal("fetch", fetch);
    await api("/api/settings", { method: "PATCH", body: { theme: "light" } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/settings");
    expect(init.method).toBe("PATCH");
    expect(init.credentials).toBe("same-origin");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"theme":"light"}');
  });

  it("does not send a body or content type with GET", async () => {
    const fetch = respond(200, {});
    vi.stubGlobal("fetch", fetch);
    await api("/api/me");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("throws ApiError with the server's code, message and issues", async () => {
    const issues = [{ path: "theme", message: "Invalid option" }];
    vi.stubGlobal("fetch", respond(400, { error: "VALIDATION_ERROR", message: "Invalid body", issues }));
    const error = await api("/api/settings").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Invalid body", issues });
  });

  it("throws ApiError for an error without a JSON body", async () => {
    vi.stubGlobal("fetch", respond(502, "<html>Bad gateway</html>", "Bad Gateway"));
    await expect(api("/api/me")).rejects.toMatchObject({
      status: 502,
      code: "HTTP_502",
      message: "Bad Gateway",
    });
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(api("/api/me")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("returns undefined for an empty success (204)", async () => {
    vi.stubGlobal("fetch", respond(204));
    await expect(api("/api/me", { method: "DELETE" })).resolves.toBeUndefined();
  });
});

describe("ApiError codes (contracts/errors.ts)", () => {
  it("match only codes of the contract's list, checked by the type checker", () => {
    const error = new ApiError(409, "EVENT_CONFLICT", "Clashes with Standup, 09:00–09:30");
    expect(error.code === "EVENT_CONFLICT").toBe(true);
    // @ts-expect-error: no server answers this code, so comparing with it is a mistake the type check reports.
    expect(error.code === "EVENT_CLASH").toBe(false);
    // @ts-expect-error: nor can one be made up.
    expect(new ApiError(400, "NOT_A_CODE", "x").code).toBe("NOT_A_CODE");
  });
});

describe("api: refusals in the UI's language (ADR 0066)", () => {
  it("says a refusal with a sentence in Spanish, and keeps English and sentence-less messages as sent", async () => {
    const { createI18n, setLanguage } = await import("./i18n");
    const i18n = await createI18n("es");
    const refusal = {
      error: "READ_ONLY_EVENT",
      message: "This event comes from your connected calendar Office; change it there.",
      sentence: { code: "READ_ONLY_EVENT", params: { calendar: "Office" } },
    };
    vi.stubGlobal("fetch", respond(409, refusal));
    const spanish = await api("/api/events/1", { method: "DELETE" }).catch((error: unknown) => error);
    expect(spanish).toBeInstanceOf(ApiError);
    expect((spanish as ApiError).message).toBe(
      "Este evento viene de tu calendario conectado Office; cámbialo allí.",
    );
    expect((spanish as ApiError).code).toBe("READ_ONLY_EVENT");

    vi.stubGlobal(
      "fetch",
      respond(409, { error: "EVENT_CONFLICT", message: "Clashes with Gym, 07:00–08:00" }),
    );
    const plain = await api("/api/events", { method: "POST", body: {} }).catch((error: unknown) => error);
    expect((plain as ApiError).message).toBe("Clashes with Gym, 07:00–08:00");

    await setLanguage(i18n, "en");
    vi.stubGlobal("fetch", respond(409, refusal));
    const english = await api("/api/events/1", { method: "DELETE" }).catch((error: unknown) => error);
    expect((english as ApiError).message).toBe(refusal.message);
  });
});
