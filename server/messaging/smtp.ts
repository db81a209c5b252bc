import nodemailer from 'nodemailer';
import type { Messenger } from './types';

/** Emails through an SMTP server (`SMTP_URL`); other channels go to `fallback`, as we have no SMS provider. */
export function createSmtpMessenger(url: string, from: string, fallback: Messenger): Messenger {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m, now) {
      if (m.channel !== 'email') return fallback.send(m, now);
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
