/**
 * One-time codes by e-mail: signing in, resetting a password and confirming a wallet payment
 * over the traveller's threshold (the SMS words: sms.ts).
 */
import { code, defineMail, paragraph } from '../define.js';

export interface CodeMail {
  code: string;
  minutes: number;
}

const vi = {
  signInSubject: 'Mã xác thực Wayfare của bạn',
  signIn: (code: string, minutes: number) =>
    `Mã xác thực Wayfare của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. ` +
    'Không chia sẻ mã này với bất kỳ ai, kể cả nhân viên Wayfare.',
  resetSubject: 'Mã đặt lại mật khẩu Wayfare',
  reset: (code: string, minutes: number) =>
    `Mã đặt lại mật khẩu Wayfare của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. ` +
    'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua tin nhắn này.',
  walletSubject: 'Mã xác nhận thanh toán bằng ví Wayfare',
  wallet: (code: string, minutes: number) =>
    `Mã xác nhận thanh toán bằng ví Wayfare của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. ` +
    'Nếu bạn không thanh toán, đừng chia sẻ mã này với ai và hãy đổi mật khẩu.',
};

const en: typeof vi = {
  signInSubject: 'Your Wayfare verification code',
  signIn: (code, minutes) =>
    `Your Wayfare verification code is ${code}. It is valid for ${minutes} minutes. ` +
    'Never share it with anyone, including Wayfare staff.',
  resetSubject: 'Your Wayfare password reset code',
  reset: (code, minutes) =>
    `Your Wayfare password reset code is ${code}. It is valid for ${minutes} minutes. ` +
    'If you did not ask to reset your password, ignore this message.',
  walletSubject: 'Your Wayfare wallet payment code',
  wallet: (code, minutes) =>
    `Your Wayfare wallet payment code is ${code}. It is valid for ${minutes} minutes. ` +
    'If you are not paying, share it with no one and change your password.',
};

export const CODE_TEXTS = { vi, en };

export const signInCode = defineMail<typeof vi, CodeMail>(CODE_TEXTS, (t, m) => ({
  subject: t.signInSubject,
  blocks: [code(m.code), paragraph(t.signIn(m.code, m.minutes))],
}));

export const resetPasswordCode = defineMail<typeof vi, CodeMail>(CODE_TEXTS, (t, m) => ({
  subject: t.resetSubject,
  blocks: [code(m.code), paragraph(t.reset(m.code, m.minutes))],
}));

export const walletPaymentCode = defineMail<typeof vi, CodeMail>(CODE_TEXTS, (t, m) => ({
  subject: t.walletSubject,
  blocks: [code(m.code), paragraph(t.wallet(m.code, m.minutes))],
}));
