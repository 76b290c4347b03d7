/**
 * JSON to sit inside a <script type="application/json"> element: "<" and ">" can never close the element or open a
 * comment, "&" never starts a character reference, and the two line separators are escaped as well. JSON.parse
 * reads every escape back as the same text, so the data is unchanged.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
