/**
 * A card network as people write it, from the gateway's brand code (Stripe's `card.brand`:
 * visa, mastercard, amex, jcb, unionpay, discover, diners): 'Visa', 'Mastercard', … An unknown
 * code is written as it came, upper-cased. Server (PDFs) and browser (pages). Pure.
 */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  discover: 'Discover',
  diners: 'Diners Club',
};

export function cardBrandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? brand.toUpperCase();
}
