import nodemailer from "nodemailer";
import type { Logger } from "../../lib/logger";
import { oneLine } from "./mail-text";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise the server log (the embedded default). */
export interface Mailer {
  readonly kind: "smtp" | "log";
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    send: async (m) => {
      // Callers pass one-line subjects already (mail-text.ts); this is the last line of defence for every sender.
      await transport.sendMail({ from, to: oneLine(m.to), subject: oneLine(m.subject), text: m.text });
    },
  };
}

/** Writes the whole message to the log so a person running locally can follow links (e.g. password reset). */
export function createLogMailer(logger: Logger): Mailer {
  return {
    kind: "log",
    send: async (m) => {
      logger.info("mail (not sent: SMTP_URL is not set)", {
        to: oneLine(m.to),
        subject: oneLine(m.subject),
        text: m.text,
      });
    },
  };
}

/** Keeps messages in memory: tests read the reset link from here. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "log",
    sent,
    send: async (m) => {
      sent.push(m);
    },
  };
}
