/** Spec §5/§7: how an e-mail or phone change failure is shown. */
export type ContactErrorKind = 'errorPhone' | 'errorEmail' | 'errorCode';

/**
 * Pure: a message containing phone_number is a phone error, one containing unavailable_email an
 * e-mail error, anything else a code error.
 */
export function classifyContactError(message: string): ContactErrorKind {
  if (message.includes('phone_number')) return 'errorPhone';
  if (message.includes('unavailable_email')) return 'errorEmail';
  return 'errorCode';
}
