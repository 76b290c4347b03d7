import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";
import { avatarSvg, initialOf } from "./avatar-svg";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("avatars", () => {
  it("draws the user's initial, publicly, as SVG", async () => {
    const c = server.client();
    const { id } = await c.signUp({ name: "zoë" });
    const response = await server.client().request(`/api/avatars/${id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(await response.text()).toContain(">Z</text>");
  });

  it("falls back to 'U' and escapes what it draws", () => {
    expect(initialOf("")).toBe("U");
    expect(initialOf(undefined)).toBe("U");
    expect(avatarSvg("id", "<script>")).toContain("&#60;");
    expect(avatarSvg("id", "<script>")).not.toContain("<script>");
  });
});
