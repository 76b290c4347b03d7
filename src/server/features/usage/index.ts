// The usage feature's public face: other features import only this file (docs/architecture.md §2).

export { checkQuota, type QuotaPolicy, quotaExceeded, quotaWindow } from "./usage.service";
export { recordUse, releaseUse } from "./usage-ledger.service";
