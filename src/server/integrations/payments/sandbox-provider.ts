import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { InvalidSignatureError, type PaymentProvider } from "./payment-provider";

// The sandbox: billing without a payment provider, for development and the end-to-end tests. Checkout sends the
// browser to our own page marked "Test checkout — no real payment" (/billing/sandbox/checkout); confirming there
// applies the same state change a webhook would. Nothing is stored here: the checkout session is a signed token.

export interface SandboxSession {
  userId: string;
  customerId: string;
  priceId: string;
  /** One-time: the confirmation is recorded under this id, so the same session never applies twice. */
  nonce: string;
  /** Milliseconds timestamp. */
  expiresAt: number;
}

const SESSION_LIFETIME_MS = 60 * 60 * 1000;

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

export interface SandboxProvider extends PaymentProvider {
  readonly kind: "sandbox";
  /** The session behind a checkout token; null when the token is forged, malformed or expired. */
  readSession(token: string, now: number): SandboxSession | null;
}

export function createSandboxProvider(options: { secret: string; baseUrl: string }): SandboxProvider {
  // A key of its own, derived from the server secret, so a sandbox token can never pass as anything else.
  const key = createHmac("sha256", options.secret).update("custom-fit sandbox checkout").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    kind: "sandbox",
    displayName: "Sandbox",
    async createCustomer() {
      return { customerId: `cus_sandbox_${randomBytes(9).toString("hex")}` };
    },
    async createCheckoutSession({ customerId, userId, priceId }) {
      const session: SandboxSession = {
        userId,
        customerId,
        priceId,
        nonce: randomBytes(12).toString("hex"),
        expiresAt: Date.now() + SESSION_LIFETIME_MS,
      };
      const payload = base64url(JSON.stringify(session));
      const token = `${payload}.${base64url(sign(payload))}`;
      return { url: `${options.baseUrl}/billing/sandbox/checkout?session=${encodeURIComponent(token)}` };
    },
    async createPortalSession() {
      return { url: `${options.baseUrl}/billing/sandbox/portal` };
    },
    async verifyWebhook() {
      throw new InvalidSignatureError("The sandbox takes no webhooks");
    },
    async retrieveSubscription() {
      return null;
    },
    async cancelSubscription() {
      // Sandbox subscriptions exist only in our own tables; deleting the rows ends them.
    },
    async expireOpenCheckouts() {
      // A sandbox checkout is a signed token, stored nowhere; confirming it needs its user's session, which is
      // deleted with the user.
    },
    readSession(token, now) {
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const session = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SandboxSession;
        return session.expiresAt > now ? session : null;
      } catch {
        return null;
      }
    },
  };
}
