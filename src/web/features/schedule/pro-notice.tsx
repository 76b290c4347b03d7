import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { useMe } from "../../lib/auth";
import { requestUpgrade } from "../../lib/upgrade-prompt";

/** Whether this user gets 402 UPGRADE_REQUIRED for .ics import and the feed (server: billing/feature-gate.ts). */
export function useProLocked(): boolean {
  const me = useMe();
  return !me.isPro && me.billing !== undefined && me.billing !== "disabled";
}

/** What a free user sees instead of an error for a Pro feature; "See plans" opens the upgrade dialog. */
export function ProNotice() {
  const { t } = useTranslation();
  return (
    <Notice
      tone="pro"
      title={t("schedule.pro.title")}
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => requestUpgrade({ reason: t("schedule.pro.text") })}
        >
          {t("schedule.pro.cta")}
        </Button>
      }
    >
      {t("schedule.pro.text")}
    </Notice>
  );
}
