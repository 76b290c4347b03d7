import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

// Draws the app icons of the web app manifest (public/icons/) from public/favicon.svg with the Chromium the e2e tests
// use. Run once when the mark changes (`node --import tsx scripts/generate-icons.ts`); the PNGs are committed, so the
// build needs no browser.
//
// - icon-<size>.png: the mark itself on a transparent background (purpose "any").
// - maskable-<size>.png: the mark at 60% on a full-bleed square of its own green, so that whatever shape a launcher
//   cuts (circle, squircle) stays inside the safe zone, a circle of 80% of the width (purpose "maskable").
// - apple-touch-icon.png (180 px): iOS fills transparency with black, so it gets the full-bleed version too.

const root = path.resolve(import.meta.dirname, "..");
const favicon = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const GREEN = "#047857";

/** The favicon's drawing (its children), without the <title> a nested copy does not need. */
const mark = favicon
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title[\s\S]*?<\/title>/, "");

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${GREEN}"/>
  <g transform="translate(20 20) scale(1.875)">${mark}</g>
</svg>`;

const outputs: Array<{ file: string; size: number; svg: string }> = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "maskable-192.png", size: 192, svg: maskable },
  { file: "maskable-512.png", size: 512, svg: maskable },
  { file: "apple-touch-icon.png", size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { file, size, svg } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync(path.join(root, "public/icons", file), png);
    await page.close();
  }
} finally {
  await browser.close();
}
