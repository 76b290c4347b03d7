// Building an Intl.DateTimeFormat loads locale and zone data: a few milliseconds each at a phone's speed, and the
// dashboard built dozens per render. Instances are immutable, so one per locale and options serves every call.

const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared `new Intl.DateTimeFormat(locale, options)`; throws as the constructor does (an unknown time zone). */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ""}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
