// Shared by the server (checkout invoices, corporate registration) and the browser forms that
// check a tax code before sending it. No imports: nothing here pulls code into either side.

/**
 * Vietnamese tax codes (mã số thuế): 10 digits for a company or person, or 13 written
 * `NNNNNNNNNN-NNN` for a branch (the parent's 10 digits, a dash, the branch's 3, 001–999).
 * The 10th digit checks the first nine: 10 − (Σ dᵢ × wᵢ mod 11) with weights
 * 31 29 23 19 17 13 7 5 3; a result of 10 has no digit, so no valid code gives it.
 */

const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];

export type TaxCodeProblem = 'format' | 'check_digit';

/** The code in its written form (`0314409058`, `0314409058-002`), or the problem with it. */
export function checkTaxCode(value: string): { code: string } | { problem: TaxCodeProblem } {
  const compact = value.replace(/[\s.]/g, '');
  const m = /^(\d{10})(?:-?(\d{3}))?$/.exec(compact);
  if (!m || m[2] === '000') return { problem: 'format' };
  const digits = [...m[1]].map(Number);
  const sum = WEIGHTS.reduce((total, w, i) => total + w * digits[i], 0);
  const check = 10 - (sum % 11);
  if (check === 10 || check !== digits[9]) return { problem: 'check_digit' };
  return { code: m[2] ? `${m[1]}-${m[2]}` : m[1] };
}
