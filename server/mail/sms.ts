/**
 * The text messages (SMS) that stand in for an e-mail when a person gave only a phone number:
 * one-time codes and the support-ticket notices, in the recipient's language. Vietnamese ones
 * about tickets are unaccented: most Vietnamese SMS routes send GSM 7-bit text.
 */
import type { TicketKind } from '../../common/support-rules.js';
import { CODE_TEXTS } from './templates/codes.js';
import { TICKET_TEXTS } from './templates/tickets.js';
import type { MailLocale } from './types.js';

export type CodePurpose = 'sign_in' | 'reset_password' | 'wallet_payment';

const vi = {
  received: (_kind: string, number: string) =>
    `Wayfare da nhan yeu cau ${number}. Chung toi se phan hoi trong 1 ngay lam viec.`,
  reply: (number: string) =>
    `Wayfare da tra loi yeu cau ${number}. Dang nhap Wayfare, muc Ho tro, de xem.`,
};

const en: typeof vi = {
  received: (kind, number) =>
    `Wayfare received your ${kind} ${number}. We will answer within 1 working day.`,
  reply: (number) => `Wayfare answered your request ${number}. Sign in, Support, to read it.`,
};

export const SMS_TEXTS = { vi, en };

/** A one-time code's text message: the same words as its e-mail. */
export function codeSms(locale: MailLocale, purpose: CodePurpose, code: string, minutes: number) {
  const t = CODE_TEXTS[locale];
  const text = { sign_in: t.signIn, reset_password: t.reset, wallet_payment: t.wallet }[purpose];
  return text(code, minutes);
}

export function ticketReceivedSms(locale: MailLocale, kind: TicketKind, number: string) {
  return SMS_TEXTS[locale].received(TICKET_TEXTS[locale].kinds[kind], number);
}

export function ticketReplySms(locale: MailLocale, number: string) {
  return SMS_TEXTS[locale].reply(number);
}
