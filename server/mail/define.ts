import { mailFormat, type MailFormat } from './format.js';
import type { Block, Composed, MailLocale, Recipient } from './types.js';

/**
 * One message's template: its words in each language (`en` typed as `typeof vi`, so the two
 * catalogues have the same keys) and how they make the subject and the blocks from the data.
 */
export interface MailTemplate<Data> {
  readonly texts: Readonly<Record<MailLocale, object>>;
  compose(recipient: Recipient, data: Data): Composed;
}

export function defineMail<Words extends object, Data>(
  texts: { vi: Words; en: Words },
  compose: (t: Words, data: Data, format: MailFormat) => Composed,
): MailTemplate<Data> {
  return {
    texts,
    compose: (recipient, data) => compose(texts[recipient.locale], data, mailFormat(recipient)),
  };
}

/** A paragraph of lines (empty lines dropped, so optional lines can be written as ''). */
export const paragraph = (...lines: string[]): Block => ({
  kind: 'paragraph',
  lines: lines.filter((l) => l !== ''),
});

export const quote = (text: string): Block => ({ kind: 'quote', text });

export const code = (value: string): Block => ({ kind: 'code', code: value });
