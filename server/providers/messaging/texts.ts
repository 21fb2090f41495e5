/** Code messages in Vietnamese (default) and English. */

export type MessageLocale = 'vi' | 'en';
export type CodePurpose = 'sign_in' | 'reset_password';

const TEXTS: Record<
  MessageLocale,
  Record<CodePurpose, { subject: string; body: (code: string, minutes: number) => string }>
> = {
  vi: {
    sign_in: {
      subject: 'Mã xác thực Wayfare của bạn',
      body: (code, minutes) =>
        `Mã xác thực Wayfare của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. ` +
        'Không chia sẻ mã này với bất kỳ ai, kể cả nhân viên Wayfare.',
    },
    reset_password: {
      subject: 'Mã đặt lại mật khẩu Wayfare',
      body: (code, minutes) =>
        `Mã đặt lại mật khẩu Wayfare của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. ` +
        'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua tin nhắn này.',
    },
  },
  en: {
    sign_in: {
      subject: 'Your Wayfare verification code',
      body: (code, minutes) =>
        `Your Wayfare verification code is ${code}. It is valid for ${minutes} minutes. ` +
        'Never share it with anyone, including Wayfare staff.',
    },
    reset_password: {
      subject: 'Your Wayfare password reset code',
      body: (code, minutes) =>
        `Your Wayfare password reset code is ${code}. It is valid for ${minutes} minutes. ` +
        'If you did not ask to reset your password, ignore this message.',
    },
  },
};

/** 'en', 'en-US', 'en_GB' → en; anything else → vi. */
export function messageLocale(value: string | null | undefined): MessageLocale {
  return value && /^en\b/i.test(value) ? 'en' : 'vi';
}

export function codeMessage(
  locale: MessageLocale,
  purpose: CodePurpose,
  code: string,
  minutes: number,
): { subject: string; text: string } {
  const texts = TEXTS[locale][purpose];
  return { subject: texts.subject, text: texts.body(code, minutes) };
}
