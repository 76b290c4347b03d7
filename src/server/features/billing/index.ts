// The billing feature's public face: other features import only this file (docs/architecture.md §2).

export { liveCustomerId } from "./billing.service";
export type { BillingSettings } from "./billing-config";
export { type EntitlementRow, entitlementsFrom, getEntitlements } from "./entitlements";
export { assertFeatureAllowed } from "./feature-gate";
