import { Download, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { downloadExport } from "./api";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** 'Download my data' (GET /api/me/export) and 'Delete my account' (DELETE /api/me, typed confirmation). */
export function DataCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const file = await downloadExport();
      toast.success(t("profile.data.downloaded", { file }), { id: "profile-export" });
    } catch {
      toast.error(t("profile.data.downloadFailed"), { id: "profile-export" });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t("profile.data.title")}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t("profile.data.text")}</p>
        <div className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
                {t("profile.data.downloadTitle")}
              </h3>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                {t("profile.data.downloadText")}
              </p>
            </div>
            <Button type="button" variant="secondary" onClick={download} loading={downloading}>
              <Download aria-hidden="true" className="size-4" />
              {t("profile.data.download")}
            </Button>
          </div>
          <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-danger-700 dark:text-danger-300">
                {t("profile.data.deleteTitle")}
              </h3>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                {t("profile.data.deleteText")}
              </p>
            </div>
            <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("profile.data.delete")}
            </Button>
          </div>
        </div>
      </section>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
