import { CODE_LENGTH } from '../../validation';

/**
 * Pure: puts typed or pasted text into the six boxes starting at `index` (a paste of a whole
 * code starts at the first box). Returns the new boxes and the box to focus next.
 */
export function spreadDigits(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const digits = text.replace(/\D/g, '');
  const next = [...boxes];
  if (!digits) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const start = digits.length >= CODE_LENGTH ? 0 : index;
  let position = start;
  for (const digit of digits.slice(0, CODE_LENGTH - start)) next[position++] = digit;
  return { boxes: next, focus: Math.min(position, CODE_LENGTH - 1) };
}

export function emptyBoxes(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

/**
 * Pure: what was typed into a box that held `previous` and now holds `value`: typing over a
 * digit leaves two characters, of which the new one is kept; longer text (autofill) is kept whole.
 */
export function typedText(previous: string, value: string): string {
  if (previous && value.length === 2) return value[0] === previous ? value[1] : value[0];
  return value;
}
