import { Hono, type MiddlewareHandler } from "hono";
import { ZCheckoutRequest, ZSandboxConfirm } from "#contracts/billing-checkout";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { SandboxProvider } from "../../integrations/payments/sandbox-provider";
import type { Emit } from "../../lib/domain-events";
import type { AppEnv } from "../../lib/hono-types";
import type { Logger } from "../../lib/logger";
import { readJson } from "../../lib/validate";
import { type Auth, requireUser } from "../auth";
import { getSubscription, openPortal, startCheckout } from "./billing.service";
import type { BillingSettings } from "./billing-config";
import { cancelSandboxSubscription, confirmSandboxCheckout, viewSandboxSession } from "./sandbox.service";
import { handleWebhook } from "./webhook.service";

export interface BillingRouteDeps {
  db: Database;
  billing: BillingSettings;
  auth: Auth;
  provider: PaymentProvider;
  logger: Logger;
  baseUrl: string;
  /** Tells that Pro started or ended (pro-status-changed; reactions/reactions.ts tells the user). */
  emit: Emit;
}

/**
 * /api/billing (GET /plans is mounted by the plans module). The webhook authenticates by signature, not session, and
 * app.ts exempts it from the Origin check and the JSON requirement: its raw body is what the signature covers.
 */
export function billingRoutes(deps: BillingRouteDeps) {
  const { db, billing, provider, baseUrl, emit } = deps;
  const signedIn = requireUser(deps.auth, deps.db);
  const app = new Hono<AppEnv>()
    .post("/webhook", async (c) => {
      const rawBody = await c.req.text();
      const signature = c.req.header("stripe-signature");
      return c.json(
        await handleWebhook({
          db,
          billing,
          provider,
          logger: deps.logger,
          rawBody,
          signature,
          emit,
        }),
      );
    })
    .get("/subscription", signedIn, async (c) =>
      c.json(await getSubscription({ db, billing, userId: c.get("user").id })),
    )
    .post("/checkout", signedIn, async (c) => {
      const { planId } = await readJson(c, ZCheckoutRequest);
      return c.json(await startCheckout({ db, billing, provider, baseUrl, user: c.get("user"), planId }));
    })
    .post("/portal", signedIn, async (c) =>
      c.json(await openPortal({ db, billing, provider, baseUrl, userId: c.get("user").id })),
    );
  if (provider.kind === "sandbox") mountSandbox(app, deps, provider as SandboxProvider, signedIn);
  return app;
}

function mountSandbox(
  app: Hono<AppEnv>,
  deps: BillingRouteDeps,
  provider: SandboxProvider,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  const { db, billing, emit } = deps;
  app
    .get("/sandbox/session", signedIn, (c) =>
      c.json(
        viewSandboxSession({
          db,
          billing,
          provider,
          userId: c.get("user").id,
          token: c.req.query("session") ?? "",
          now: new Date(),
        }),
      ),
    )
    .post("/sandbox/confirm", signedIn, async (c) => {
      const { session } = await readJson(c, ZSandboxConfirm);
      return c.json(
        await confirmSandboxCheckout({
          db,
          billing,
          provider,
          userId: c.get("user").id,
          token: session,
          now: new Date(),
          emit,
        }),
      );
    })
    .post("/sandbox/cancel", signedIn, async (c) =>
      c.json(
        await cancelSandboxSubscription({
          db,
          billing,
          userId: c.get("user").id,
          now: new Date(),
          emit,
        }),
      ),
    );
}
