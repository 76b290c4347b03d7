import { lazy, Suspense, useEffect, useState } from "react";
import { useMe } from "../../lib/auth";
import { onUpgradeRequest } from "../../lib/upgrade-prompt";

// The dialog's code (and its plans query) loads the first time it opens, not with every signed-in page: most visits
// never show it (ADR 0069, the signed-in shell's budget). The service worker has it cached like every other chunk.
const UpgradeModal = lazy(() =>
  import("./upgrade-modal").then((module) => ({ default: module.UpgradeModal })),
);

/**
 * Mounted once by the signed-in layout: opens the upgrade dialog whenever any page asks (requestUpgrade) or any call
 * answers 402 UPGRADE_REQUIRED (the api client asks then). A Pro user's 402 (the coach's fair-use cap) and a server
 * with billing disabled never open it: there is nothing to buy.
 */
export function UpgradeModalHost() {
  const me = useMe();
  const [state, setState] = useState<{ open: boolean; reason?: string; asked: boolean }>({
    open: false,
    asked: false,
  });
  const canUpgrade = !me.isPro && me.billing !== "disabled";

  useEffect(() => {
    if (!canUpgrade) return;
    return onUpgradeRequest(({ reason }) => setState({ open: true, reason, asked: true }));
  }, [canUpgrade]);

  // Kept mounted once asked for, so that closing it animates like any dialog.
  if (!state.asked) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeModal
        open={state.open && canUpgrade}
        onOpenChange={(open) => setState((current) => ({ ...current, open }))}
        reason={state.reason}
        sandbox={me.billing === "sandbox"}
      />
    </Suspense>
  );
}
