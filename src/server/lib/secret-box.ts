import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Encrypts small secrets kept in the database (a calendar's private address, CalDAV credentials) with AES-256-GCM
// under a key derived by HKDF-SHA256 from the server secret and a purpose, so a leaked database alone reveals none of
// them and each purpose has a key of its own (ADR 0042). Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
// Previous server secrets (AUTH_SECRET_PREVIOUS) still open what was sealed under them, so the secret can be rotated
// without every user reconnecting their calendars; `reseal` moves such a text to the current key.

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was sealed under none of the keys (another secret, or tampered with). */
  open(sealed: string): string;
  /** The text sealed again under the current key when a previous one sealed it; null when it is current already. */
  reseal(sealed: string): string | null;
}

const VERSION = "v1";
const IV_BYTES = 12;

const keyFor = (serverSecret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", serverSecret, "custom-fit secret box", purpose, 32));

function openWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
    throw new Error("not a sealed secret");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** `previousSecrets`: secrets this server used before, tried in order after the current one. */
export function createSecretBox(
  serverSecret: string,
  purpose: string,
  previousSecrets: readonly string[] = [],
): SecretBox {
  const key = keyFor(serverSecret, purpose);
  const previousKeys = previousSecrets.map((secret) => keyFor(secret, purpose));

  /** The plain text and whether the current key opened it. */
  function openAny(sealed: string): { plain: string; current: boolean } {
    try {
      return { plain: openWith(key, sealed), current: true };
    } catch (error) {
      for (const old of previousKeys) {
        try {
          return { plain: openWith(old, sealed), current: false };
        } catch {
          // try the next one
        }
      }
      throw error;
    }
  }

  const box: SecretBox = {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open: (sealed) => openAny(sealed).plain,
    reseal(sealed) {
      const { plain, current } = openAny(sealed);
      return current ? null : box.seal(plain);
    },
  };
  return box;
}
