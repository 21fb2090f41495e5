import nodemailer from 'nodemailer';
import type { MessageTransport, OutgoingMessage } from './types.js';

/** E-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.vn:465). */
export function smtpTransport(url: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: OutgoingMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    },
  };
}
