import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mailer {
  /** Sends one message; returns where it went (for a log line that never holds the content). */
  send(to: string, subject: string, text: string): Promise<string>;
}

/**
 * With SMTP_URL, real mail. Otherwise (the demo) each message is written as an .eml file to DATA_DIR/outbox,
 * via a temporary name so a reader never sees half a message.
 */
export function createMailer(config: Config): Mailer {
  if (config.otpDelivery === 'smtp' && config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(to, subject, text) {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
        return 'SMTP';
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(to, subject, text) {
      const info = await transport.sendMail({ from: config.mailFrom, to, subject, text });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date(config.now()).toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temp = path.join(outbox, `.${name}.tmp`);
      await fs.writeFile(temp, info.message as Buffer);
      await fs.rename(temp, path.join(outbox, name));
      return path.join(outbox, name);
    },
  };
}
