import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/**
 * The end of the history list while older pages exist: scrolling it into view loads the next page (an
 * IntersectionObserver on a sentinel), and the button does the same for keyboards, screen readers and browsers
 * without the observer.
 */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest callback, so the observer is not rebuilt on every render.
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="secondary" onClick={onLoad} disabled={loading} aria-busy={loading}>
        {loading ? t("history.loadingMore") : t("history.loadMore")}
      </Button>
    </div>
  );
}
