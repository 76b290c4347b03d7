import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Encrypts small secrets kept in the database (a calendar's private address, CalDAV credentials) with AES-256-GCM
// under a key derived by HKDF-SHA256 from the server secret and a purpose, so a leaked database alone reveals none of
// them and each purpose has a key of its own (ADR 0042). Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed under this key (another secret, or tampered with). */
  open(sealed: string): string;
}

const VERSION = "v1";
const IV_BYTES = 12;

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "custom-fit secret box", purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error("not a sealed secret");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
