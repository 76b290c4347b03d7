import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Decoder, Encoder, Profile, Stream } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { apiCall, axeViolations, browserForFile, DESKTOP, MOBILE, register } from "./fixtures";

// FIT files in the history page (ADR 0080): a watch's activity uploaded through the FIT dialog becomes a history entry
// with its heart rate and calories, and "Download .fit" on that entry downloads a file Garmin's decoder reads back,
// on a desktop and on a phone. Screenshots of the page and the dialog go to SHOTS_DIR (default .tmp/screenshots).

const browser = browserForFile();
const SHOTS = process.env.SHOTS_DIR ?? ".tmp/screenshots";

/** A 45-minute run from a watch, written with Garmin's own encoder. */
function watchFile(): string {
  const start = new Date("2026-11-20T08:00:00Z");
  const end = new Date(start.getTime() + 45 * 60_000);
  const encoder = new Encoder();
  const put = (mesgNum: number, mesg: Record<string, unknown>) => encoder.onMesg(mesgNum, mesg);
  const M = Profile.MesgNum;
  put(M.FILE_ID, {
    type: "activity",
    manufacturer: "garmin",
    product: 1,
    timeCreated: start,
    serialNumber: 42,
  });
  put(M.RECORD, { timestamp: start, heartRate: 110 });
  put(M.RECORD, { timestamp: end, heartRate: 168 });
  put(M.SESSION, {
    timestamp: end,
    startTime: start,
    totalElapsedTime: 2700,
    totalTimerTime: 2700,
    sport: "running",
    avgHeartRate: 147,
    maxHeartRate: 176,
    totalCalories: 512,
    totalDistance: 8200,
  });
  put(M.ACTIVITY, { timestamp: end, numSessions: 1, type: "manual", event: "activity", eventType: "stop" });
  const file = path.join(tmpdir(), `custom-fit-e2e-${process.pid}-run.fit`);
  writeFileSync(file, encoder.close());
  return file;
}

describe("FIT files", () => {
  for (const [label, viewport] of [
    ["1280x800", DESKTOP],
    ["390x844", MOBILE],
  ] as const) {
    it(`uploads a watch's activity and downloads it again as a .fit file (${label})`, async () => {
      const page = await browser.newPage({ viewport, isMobile: viewport === MOBILE });
      await register(page);
      await page.goto("/workout-history");
      await page.getByRole("button", { name: "FIT files" }).click();
      const dialog = page.getByRole("dialog", { name: "FIT files" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel("Activity file (.fit)").setInputFiles(watchFile());
      await expect.poll(() => dialog.getByText("Added as a new workout: Run").isVisible()).toBe(true);
      expect(await axeViolations(page, { include: "[role=dialog]" })).toEqual([]);
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const item = page.getByTestId("history-item").filter({ hasText: "Run" });
      await expect.poll(() => item.getByTestId("watch-figures").textContent()).toContain("average 147 bpm");
      expect(await item.getByTestId("watch-figures").textContent()).toContain("512 kcal");
      expect(await axeViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        item.getByRole("link", { name: "Download .fit" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^custom-fit-2026-11-20-run-[0-9a-f]{8}\.fit$/);
      const saved = await download.path();
      const decoder = new Decoder(Stream.fromByteArray(readFileSync(saved)));
      expect(decoder.checkIntegrity()).toBe(true);
      const { messages, errors } = decoder.read();
      expect(errors).toEqual([]);
      expect(messages.sessionMesgs?.[0]).toMatchObject({
        sport: "training",
        subSport: "cardioTraining",
        totalElapsedTime: 2700,
        avgHeartRate: 147,
        maxHeartRate: 176,
        totalCalories: 512,
        totalDistance: 8200,
      });
    });
  }

  it("looks right in English and Spanish, light and dark, on a desktop and a phone", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const first = await browser.newPage();
    await register(first);
    await first.goto("/workout-history");
    await first.getByRole("button", { name: "FIT files" }).click();
    await first.getByLabel("Activity file (.fit)").setInputFiles(watchFile());
    await expect.poll(() => first.getByText("Added as a new workout: Run").isVisible()).toBe(true);
    const cookies = await first.context().cookies();
    let shots = 0;
    for (const language of ["en", "es"] as const) {
      expect((await apiCall(first, "/api/settings", "PATCH", { language })).status).toBe(200);
      for (const scheme of ["light", "dark"] as const) {
        for (const [label, viewport] of [
          ["1280x800", DESKTOP],
          ["390x844", MOBILE],
        ] as const) {
          const view = await browser.newPage({
            viewport,
            colorScheme: scheme,
            isMobile: viewport === MOBILE,
          });
          await view.context().addCookies(cookies);
          await view.goto("/workout-history");
          const download = language === "en" ? "Download .fit" : "Descargar .fit";
          await expect.poll(() => view.getByRole("link", { name: download }).first().isVisible()).toBe(true);
          await view.screenshot({
            path: `${SHOTS}/history-fit-${language}-${scheme}-${label}.png`,
            fullPage: true,
          });
          await view.getByRole("button", { name: language === "en" ? "FIT files" : "Archivos FIT" }).click();
          await expect.poll(() => view.getByRole("dialog").isVisible()).toBe(true);
          await view.screenshot({ path: `${SHOTS}/fit-dialog-${language}-${scheme}-${label}.png` });
          shots += 2;
          await view.context().close();
        }
      }
    }
    expect(shots).toBe(16);
  });
});
