/**
 * Every e-mail Wayfare sends, by name: one template each (docs/mail.md). Sending code asks for a
 * message by name with its data and the recipient; nothing else writes mail words.
 */
import type { OutgoingMessage } from '../providers/messaging/types.js';
import type { MailTemplate } from './define.js';
import { layout } from './layout.js';
import { actingStarted } from './templates/acting.js';
import { agentInvitation } from './templates/agents.js';
import { bookingRequestApprover, bookingRequestOutcome } from './templates/approvals.js';
import { resetPasswordCode, signInCode, walletPaymentCode } from './templates/codes.js';
import { expenseApprovalReminder } from './templates/expenses.js';
import {
  creditRequestNotice,
  registrationApproved,
  registrationNotice,
  registrationReceived,
  registrationRejected,
} from './templates/corporate-registration.js';
import { bookingChanged } from './templates/booking-changed.js';
import { changePaymentRefund } from './templates/change-payment-refund.js';
import { bookingCancelled, orderConfirmation, orderRefund } from './templates/orders.js';
import { staffInvitation, staffRoleChanged } from './templates/staff.js';
import { ticketNotice, ticketReceived, ticketReply } from './templates/tickets.js';
import type { Recipient, RenderedMail } from './types.js';

export const MAILS = {
  sign_in_code: signInCode,
  reset_password_code: resetPasswordCode,
  wallet_payment_code: walletPaymentCode,
  order_confirmation: orderConfirmation,
  order_refund: orderRefund,
  booking_cancelled: bookingCancelled,
  booking_changed: bookingChanged,
  booking_change_payment_refund: changePaymentRefund,
  ticket_received: ticketReceived,
  ticket_reply: ticketReply,
  ticket_notice: ticketNotice,
  registration_received: registrationReceived,
  registration_approved: registrationApproved,
  registration_rejected: registrationRejected,
  registration_notice: registrationNotice,
  credit_request_notice: creditRequestNotice,
  acting_started: actingStarted,
  staff_invitation: staffInvitation,
  staff_role_changed: staffRoleChanged,
  agent_invitation: agentInvitation,
  booking_request_approver: bookingRequestApprover,
  booking_request_outcome: bookingRequestOutcome,
  expense_approval_reminder: expenseApprovalReminder,
} as const;

export type MailName = keyof typeof MAILS;
export type MailData<N extends MailName> =
  (typeof MAILS)[N] extends MailTemplate<infer D> ? D : never;

/** The subject, HTML part and text part of message `name` for `recipient`. */
export function renderMail<N extends MailName>(
  name: N,
  recipient: Recipient,
  data: MailData<N>,
): RenderedMail {
  const template = MAILS[name] as MailTemplate<MailData<N>>;
  return layout(recipient.locale, template.compose(recipient, data));
}

/** Message `name`, rendered for `recipient`, as an e-mail to `to` ready for the messenger. */
export function email<N extends MailName>(
  to: string,
  name: N,
  recipient: Recipient,
  data: MailData<N>,
  code: string | null = null,
): OutgoingMessage {
  return { channel: 'email', to, code, ...renderMail(name, recipient, data) };
}
