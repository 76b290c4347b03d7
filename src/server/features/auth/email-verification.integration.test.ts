import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user, workouts } from "../../db/schema";
import type { MailMessage } from "../../integrations/mail/mailer";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";

// E-mail verification (better-auth's emailVerification, ADR 0001): a link is mailed at sign-up, the app works before it
// is followed, and reminder and summary e-mails go only to verified addresses. Names put into e-mails carry no line
// breaks (no header injection through a name or a workout's name).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const mailsTo = (email: string) => server.mailer.sent.filter((m) => m.to === email);
const verificationMail = (email: string) => mailsTo(email).find((m) => /verify|confirm/i.test(m.subject));

function linkIn(mail: MailMessage | undefined): URL {
  const match = mail?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${JSON.stringify(mail)}`);
  return new URL(match[0]);
}

async function isVerified(userId: string): Promise<boolean | undefined> {
  const [row] = await server.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, userId));
  return row?.v;
}

/** No CR, LF or other control character except the body's own line feeds between lines we wrote. */
function assertNoInjectedBreak(mail: MailMessage | undefined, marker: string) {
  expect(mail).toBeDefined();
  expect(mail?.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
  expect(mail?.to).not.toMatch(/[\p{Cc}]/u);
  expect(mail?.text).not.toMatch(/\r/);
  // The injected header never starts a line of its own.
  for (const line of mail?.text.split("\n") ?? []) expect(line.startsWith(marker)).toBe(false);
  expect(mail?.text).toContain(marker); // it is there, inline, as harmless text
}

describe("e-mail verification", () => {
  it("mails a link at sign-up; the app works before it is followed; the link verifies and lands on /email-verified", async () => {
    const c = server.client();
    const { id, email } = await c.signUp();
    const mail = verificationMail(email);
    expect(mail?.subject).toBeDefined();
    expect(await isVerified(id)).toBe(false);
    // Signed in and working before verification.
    expect((await c.request("/api/me")).status).toBe(200);
    expect((await c.request("/api/settings")).status).toBe(200);

    const link = linkIn(mail);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe("/api/auth/verify-email");
    // Opened from a mail client: a plain GET with no Origin and no session.
    const followed = await server.client().request(`${link.pathname}${link.search}`, { noOrigin: true });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/email-verified");
    expect(await isVerified(id)).toBe(true);
  });

  it("a broken link lands on /email-verified with an error and verifies nobody", async () => {
    const c = server.client();
    const { id, email } = await c.signUp();
    const link = linkIn(verificationMail(email));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const followed = await server.client().request(`${link.pathname}${link.search}`);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toMatch(/^\/email-verified\?error=/);
    expect(await isVerified(id)).toBe(false);
  });

  it("ignores a callbackURL sent at sign-up: the link always lands on our own page", async () => {
    const c = server.client();
    const email = `cb-${Date.now()}@example.com`;
    const response = await c.request("/api/auth/sign-up/email", {
      json: { name: "Cb", email, password: "a-strong-passphrase", callbackURL: "/somewhere-else" },
    });
    expect(response.status).toBe(200);
    expect(linkIn(verificationMail(email)).searchParams.get("callbackURL")).toBe("/email-verified");
  });
});

let seq = 0;
async function userWithWorkout(options: { verified: boolean; workoutName?: string }) {
  const c = server.client();
  const { id, email } = await c.signUp();
  if (options.verified) {
    const link = linkIn(verificationMail(email));
    expect((await server.client().request(`${link.pathname}${link.search}`)).status).toBe(302);
  }
  await server.db.insert(workouts).values({
    userId: id,
    id: `verify-workout-${Date.now()}-${seq++}`,
    name: options.workoutName ?? "Leg Day",
    day: "Monday",
    startTime: "18:00",
    endTime: "19:00",
    type: "Weight Training",
    intensity: "Medium",
    duration: 45,
    date: "2030-06-03",
  });
  return { id, email };
}

describe("reminder and summary e-mails", () => {
  it("go to a verified address, not to an unverified one (which still gets the in-app notification)", async () => {
    const verified = await userWithWorkout({ verified: true });
    const unverified = await userWithWorkout({ verified: false });
    await server.scheduler.tick(new Date("2030-06-03T17:40:00Z"));
    expect(mailsTo(verified.email).filter((m) => m.subject === "Workout reminder")).toHaveLength(1);
    expect(mailsTo(unverified.email).filter((m) => m.subject === "Workout reminder")).toHaveLength(0);
    const list = await server.db.query.notifications.findMany({
      where: (n, { eq: is }) => is(n.userId, unverified.id),
    });
    expect(list.map((n) => n.title)).toEqual(["Workout reminder"]);
  });
});

describe("no line breaks from names in e-mails", () => {
  const EVIL = "\r\nBcc: x@evil.example";

  it("a workout named with CR/LF gives a reminder e-mail without a break", async () => {
    const { email } = await userWithWorkout({ verified: true, workoutName: `Legs${EVIL}\u2028\u000b` });
    await server.scheduler.tick(new Date("2030-06-03T17:40:00Z"));
    assertNoInjectedBreak(
      mailsTo(email).find((m) => m.subject === "Workout reminder"),
      "Bcc:",
    );
  });

  it("a user named with CR/LF gets verification and reset e-mails without a break", async () => {
    const c = server.client();
    const email = `evil-${Date.now()}@example.com`;
    const response = await c.request("/api/auth/sign-up/email", {
      json: { name: `Eve${EVIL}`, email, password: "a-strong-passphrase" },
    });
    // Refusing such a name outright is fine too; what must never happen is a mail with the break.
    if (response.status === 200) assertNoInjectedBreak(verificationMail(email), "Bcc:");
    else expect(mailsTo(email)).toHaveLength(0);

    // The reset mail, for a user whose stored name holds the break (however it got there).
    const other = await server.client().signUp();
    await server.db
      .update(user)
      .set({ name: `Mallory${EVIL}` })
      .where(eq(user.id, other.id));
    const asked = await server.client().request("/api/auth/request-password-reset", {
      json: { email: other.email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    assertNoInjectedBreak(
      mailsTo(other.email).find((m) => /reset/i.test(m.subject)),
      "Bcc:",
    );
  });
});

describe("resending the verification e-mail (POST /api/auth/send-verification-email)", () => {
  it("needs a session: nobody can make us mail an address they cannot sign in as", async () => {
    const owner = server.client();
    const { email } = await owner.signUp();
    const before = mailsTo(email).length;
    const anonymous = await server.client().request("/api/auth/send-verification-email", { json: { email } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "UNAUTHORIZED" });
    expect(mailsTo(email)).toHaveLength(before);

    const own = await owner.request("/api/auth/send-verification-email", {
      json: { email, callbackURL: "https://evil.example/" },
    });
    expect(own.status).toBe(200);
    const again = mailsTo(email).filter((m) => /confirm/i.test(m.subject));
    expect(again).toHaveLength(2);
    expect(linkIn(again[1]).searchParams.get("callbackURL")).toBe("/email-verified");
  });

  it("is rate limited per client address like the other mail-sending routes", async () => {
    const limited = await createTestServer({ AUTH_RATE_LIMIT_MAX: "2", AUTH_RATE_LIMIT_WINDOW: "30" });
    try {
      const c = limited.client();
      const { email } = await c.signUp();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await c.request("/api/auth/send-verification-email", { json: { email } })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
