// The billing feature's public face: other features import only this file (docs/architecture.md §2).

export { liveCustomerId } from "./billing.service";
export { billingSettingsFor } from "./billing-config";
export { billingTier, type EntitlementRow, entitlementsFrom } from "./entitlements";
export { assertFeatureAllowed, type GatedFeature } from "./feature-gate";
export type { OnProStatusChanged } from "./webhook.service";
