import { useEffect, useState } from "react";
import { useMe } from "../../lib/auth";
import { onUpgradeRequest } from "../../lib/upgrade-prompt";
import { UpgradeModal } from "./upgrade-modal";

/**
 * Mounted once by the signed-in layout: opens the upgrade dialog whenever any page asks (requestUpgrade) or any call
 * answers 402 UPGRADE_REQUIRED (the api client asks then). A Pro user's 402 (the coach's fair-use cap) and a server
 * with billing disabled never open it: there is nothing to buy.
 */
export function UpgradeModalHost() {
  const me = useMe();
  const [state, setState] = useState<{ open: boolean; reason?: string }>({ open: false });
  const canUpgrade = !me.isPro && me.billing !== "disabled";

  useEffect(() => {
    if (!canUpgrade) return;
    return onUpgradeRequest(({ reason }) => setState({ open: true, reason }));
  }, [canUpgrade]);

  return (
    <UpgradeModal
      open={state.open && canUpgrade}
      onOpenChange={(open) => setState((current) => ({ ...current, open }))}
      reason={state.reason}
      sandbox={me.billing === "sandbox"}
    />
  );
}
