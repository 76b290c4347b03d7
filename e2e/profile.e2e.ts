import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, browserForFile, DESKTOP, MOBILE, PASSWORD, register, uniqueEmail } from "./fixtures";

// The profile page (issue #9 §4): account and fitness details, change password (other sessions signed out), the
// data export as a file, and account deletion with a typed confirmation and the password. On a desktop and a phone.

const browser = browserForFile();
const NEW_PASSWORD = "a-brand-new-passphrase";

/** Explicit timeout: a password check hashes at the production cost, which takes seconds on a busy machine. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const VIEWPORTS = [
  { label: "desktop", viewport: DESKTOP, isMobile: false },
  { label: "mobile", viewport: MOBILE, isMobile: true },
] as const;

async function openProfile(page: Page) {
  await page.goto("/profile");
  await poll(() => page.getByRole("heading", { name: "Profile", level: 1 }).isVisible()).toBe(true);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe.each(VIEWPORTS)("profile ($label)", ({ label, viewport, isMobile }) => {
  it("shows the account and fitness details, renames, and opens the preferences dialog", async () => {
    const page = await browser.newPage({ viewport, isMobile });
    const { email } = await register(page, "Morgan Lee", uniqueEmail(`profile-${label}`));
    await openProfile(page);

    const main = page.getByRole("main");
    await poll(() => main.getByText(email).first().isVisible()).toBe(true);
    await poll(() => main.getByText("Improve overall health").isVisible()).toBe(true);
    await poll(() => main.getByText("45 min").isVisible()).toBe(true);
    const avatar = await main.locator('img[src^="/api/avatars/"]').getAttribute("src");
    expect(avatar).toMatch(/^\/api\/avatars\/.+\.svg$/);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole("button", { name: "Edit name" }).click();
    const nameField = main.getByLabel("Name", { exact: true });
    await nameField.fill("   ");
    await main.getByRole("button", { name: "Save name" }).click();
    await poll(() => main.getByText("Enter your name").isVisible()).toBe(true);
    await nameField.fill("Morgan Quinn");
    await main.getByRole("button", { name: "Save name" }).click();
    await poll(() => page.getByText("Name saved.").isVisible()).toBe(true);
    await poll(() => main.getByRole("button", { name: "Edit name" }).isVisible()).toBe(true);
    await poll(() => main.getByText("Morgan Quinn").first().isVisible()).toBe(true);

    await main.getByRole("button", { name: "Edit preferences" }).click();
    await poll(() => page.getByRole("dialog", { name: "Workout preferences" }).isVisible()).toBe(true);
  });

  it("changes the password, signs out the other session, and signs in with the new one", async () => {
    const page = await browser.newPage({ viewport, isMobile });
    const { email } = await register(page, "Sam Park", uniqueEmail(`password-${label}`));
    // A second device, signed in with the old password.
    const other = await browser.newPage({ viewport });
    await signIn(other, email, PASSWORD);
    await other.waitForURL("**/dashboard");

    await openProfile(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Change password" }).click();
    await poll(() => main.getByText("Enter your current password").isVisible()).toBe(true);
    await poll(() => main.getByText("Enter a new password").isVisible()).toBe(true);

    await main.getByLabel("Current password").fill(PASSWORD);
    await main.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel("Confirm new password").fill("something-else-entirely");
    await main.getByRole("button", { name: "Change password" }).click();
    await poll(() => main.getByText("The passwords don't match").isVisible()).toBe(true);

    await main.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await main.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => page.getByText("Password changed. Your other devices were signed out.").isVisible())
      .toBe(true);
    expect(await main.getByLabel("Current password").inputValue()).toBe("");

    // This device stays signed in; the other one is sent to sign-in on its next page.
    await page.reload();
    await poll(() => page.getByRole("heading", { name: "Profile", level: 1 }).isVisible()).toBe(true);
    await other.goto("/workouts");
    await other.waitForURL("**/login");

    const fresh = await browser.newPage({ viewport, isMobile });
    await signIn(fresh, email, NEW_PASSWORD);
    await fresh.waitForURL("**/dashboard");
  });

  it("downloads the user's data as one JSON file", async () => {
    const page = await browser.newPage({ viewport, isMobile });
    const { email } = await register(page, "Jo Export", uniqueEmail(`export-${label}`));
    const origin = new URL(page.url()).origin;
    const created = await page.request.post("/api/events", {
      data: {
        name: "Choir rehearsal",
        day: "Thursday",
        startTime: "19:00",
        endTime: "20:30",
        isRecurring: true,
      },
      headers: { Origin: origin },
    });
    expect(created.status()).toBe(201);

    await openProfile(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^custom-fit-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, "utf8")) as {
      user: { email: string; name: string };
      events: { name: string }[];
      preferences: unknown;
    };
    expect(data.user).toMatchObject({ email, name: "Jo Export" });
    expect(data.events.map((e) => e.name)).toEqual(["Choir rehearsal"]);
    expect(data.preferences).not.toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/"(password|token)"/i);
    await expect
      .poll(() => page.getByText(/Your data was downloaded as custom-fit-export-/).isVisible())
      .toBe(true);
  });

  it("deletes the account after a typed confirmation and the password, lands on / and cannot sign in again", async () => {
    const page = await browser.newPage({ viewport, isMobile });
    const { email } = await register(page, "Del Etion", uniqueEmail(`delete-${label}`));
    await openProfile(page);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const confirmField = dialog.getByLabel(/Type your e-mail address/);
    const passwordField = dialog.getByLabel("Your current password");
    await confirmField.fill("someone-else@example.com");
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await poll(() => dialog.getByText(`Type ${email} exactly`).isVisible()).toBe(true);
    await poll(() => dialog.getByText("Enter your current password").isVisible()).toBe(true);

    // The right e-mail with a wrong password: refused by the server (400, which the browser logs), said by the
    // field, nothing deleted.
    browser.expectConsoleErrors(/status of 400/);
    await confirmField.fill(email);
    await passwordField.fill("not-my-passphrase");
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    await poll(() =>
      dialog.getByText("That isn't your current password. Nothing was deleted.").isVisible(),
    ).toBe(true);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    await dialog.getByRole("button", { name: "Keep my account" }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    await page.getByRole("button", { name: "Delete my account" }).click();
    await confirmField.fill(email);
    await passwordField.fill(PASSWORD);
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith("/api/me") && r.request().method() === "DELETE",
    );
    await dialog.getByRole("button", { name: "Delete my account for good" }).click();
    expect((await deleted).status()).toBe(204);
    await page.waitForURL((url) => url.pathname === "/");
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();

    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await signIn(page, email, PASSWORD);
    await poll(() => page.getByText("Invalid email or password").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
