/** One-time codes by e-mail: signing in and resetting a password (the SMS words: sms.ts). */
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
