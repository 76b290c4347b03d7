import { Card } from "../../components/ui/card";

/** The dose card's size while its code or data is on the way (rows of fixed height), so nothing below it moves. */
export function DoseCardPlaceholder() {
  return (
    <Card className="p-6 lg:col-span-3">
      <div
        aria-busy="true"
        className="h-[21rem] animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none sm:h-[13rem] dark:bg-slate-800/60"
      />
    </Card>
  );
}
