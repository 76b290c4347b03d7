import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { resolveVapidKeys } from "./vapid-keys";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
  dirs.push(dir);
  return dir;
};

describe("resolveVapidKeys", () => {
  it("uses the configured pair as is", () => {
    const configured = { publicKey: "pub", privateKey: "priv" };
    expect(resolveVapidKeys(configured, { dataDir: tempDir(), generate: true })).toBe(configured);
  });

  it("generates a pair once into DATA_DIR (mode 0600) and keeps it across restarts", () => {
    const dataDir = tempDir();
    const first = resolveVapidKeys(undefined, { dataDir, generate: true });
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dataDir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(undefined, { dataDir, generate: true })).toEqual(first);
    // web-push accepts the pair: it signs a VAPID header with it.
    const headers = webpush.getVapidHeaders(
      "https://push.example",
      "mailto:ops@example.com",
      first?.publicKey ?? "",
      first?.privateKey ?? "",
      "aes128gcm",
    );
    expect(headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
  });

  it("generates nothing where it may not (production): push is off", () => {
    const dataDir = tempDir();
    expect(resolveVapidKeys(undefined, { dataDir, generate: false })).toBeNull();
  });
});
