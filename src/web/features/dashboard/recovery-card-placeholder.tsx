import { Card } from "../../components/ui/card";

/** The recovery card's size while its code or its data is on the way, so nothing below it moves. */
export function RecoveryCardPlaceholder() {
  return (
    <Card className="p-6 lg:col-span-3">
      <div
        aria-busy="true"
        className="h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60"
      />
    </Card>
  );
}
