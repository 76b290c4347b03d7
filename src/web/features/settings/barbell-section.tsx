import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BARBELL_LIMITS, type TPlateSet, type TSettings } from "#contracts/settings-model";
import { Button } from "../../components/ui/button";
import { ChipCheckboxGroup } from "../../components/ui/chip-group";
import { Input } from "../../components/ui/input";
import {
  type BarbellErrors,
  COMMON_PLATES,
  checkBarbell,
  parseWeight,
  validPlate,
  withPlate,
} from "./barbell-form";

// "Barbell and plates": the bar and the plate sizes of the user's current unit, for the player's plate calculator
// and warm-ups. Saved with its own button (a half-typed bar weight is not sent), as PATCH /api/settings { barbell }.

type Unit = TSettings["measurementUnit"];

export function BarbellSection({
  unit,
  kit,
  onSave,
}: {
  unit: Unit;
  kit: TPlateSet;
  onSave: (kit: TPlateSet) => void;
}) {
  const { t, i18n } = useTranslation();
  const symbol = unit === "metric" ? "kg" : "lbs";
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const [bar, setBar] = useState(String(kit.bar));
  const [plates, setPlates] = useState<number[]>(() => [...kit.plates]);
  const [extra, setExtra] = useState("");
  const [errors, setErrors] = useState<BarbellErrors>({});

  const sizes = [...new Set([...COMMON_PLATES[unit], ...plates])].sort((a, b) => b - a);

  const addExtra = () => {
    const size = parseWeight(extra);
    if (!validPlate(size)) {
      setErrors((current) => ({ ...current, extra: "plateRange" }));
      return;
    }
    setPlates((current) => withPlate(current, size));
    setExtra("");
    setErrors((current) => ({ ...current, extra: undefined, plates: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBarbell(bar, plates);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSave(checked.kit);
  };

  const message = (key: BarbellErrors[keyof BarbellErrors]) =>
    key
      ? t(`settings.barbell.errors.${key}`, {
          unit: symbol,
          maxBar: BARBELL_LIMITS.bar,
          maxPlate: BARBELL_LIMITS.plate,
          maxPlates: BARBELL_LIMITS.plates,
        })
      : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Input
        className="max-w-48"
        label={t("settings.barbell.bar", { unit: symbol })}
        inputMode="decimal"
        value={bar}
        onChange={(e) => setBar(e.target.value)}
        error={message(errors.bar)}
      />
      <ChipCheckboxGroup<string>
        legend={t("settings.barbell.plates", { unit: symbol })}
        description={t("settings.barbell.platesText")}
        name={`plates-${unit}`}
        columns="grid-cols-3 sm:grid-cols-5"
        options={sizes.map((size) => ({ value: String(size), label: format.format(size) }))}
        value={plates.map(String)}
        onChange={(values) => {
          setPlates(values.map(Number));
          setErrors((current) => ({ ...current, plates: undefined }));
        }}
        error={message(errors.plates)}
      />
      <div className="flex items-end gap-2">
        <Input
          className="max-w-48"
          label={t("settings.barbell.extra", { unit: symbol })}
          inputMode="decimal"
          value={extra}
          onChange={(e) => setExtra(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              addExtra();
            }
          }}
          error={message(errors.extra)}
        />
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={addExtra}
          className={errors.extra ? "mb-7" : undefined}
        >
          {t("settings.barbell.add")}
        </Button>
      </div>
      <Button type="submit">{t("settings.barbell.save")}</Button>
    </form>
  );
}
