import { createECDH } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The VAPID key pair Web Push messages are signed with (ADR 0045). Browsers subscribe with the public key;
// a message signed with another key is refused by the push service, so every instance must use the same pair and
// keep it: a new pair orphans every subscription.

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (65 bytes). */
  publicKey: string;
  /** P-256 private scalar, base64url (32 bytes). */
  privateKey: string;
}

const FILE = "vapid-keys.json";

function readStored(file: string): VapidKeys | null {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    return typeof value.publicKey === "string" && typeof value.privateKey === "string"
      ? { publicKey: value.publicKey, privateKey: value.privateKey }
      : null;
  } catch {
    return null;
  }
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set; otherwise, where `generate` allows it (not production), a pair
 * generated once into DATA_DIR/vapid-keys.json (mode 0600), like the auth secret (lib/secret.ts). Null: push is off.
 */
export function resolveVapidKeys(
  configured: VapidKeys | undefined,
  options: { dataDir: string; generate: boolean },
): VapidKeys | null {
  if (configured) return configured;
  if (!options.generate) return null;
  const file = path.resolve(options.dataDir, FILE);
  if (existsSync(file)) {
    const stored = readStored(file);
    if (stored) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // A P-256 pair as web-push's generateVAPIDKeys makes it, without loading that library at start.
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys: VapidKeys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // The scalar is 32 bytes; getPrivateKey drops leading zero bytes, which the key's encoding keeps.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString("base64url"),
  };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
