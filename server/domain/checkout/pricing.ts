/**
 * The price parts of a checkout session (spec §3), from its items:
 *   items_price    = Σ item price (each as its supplier priced it: after the item's own
 *                    promotions, with its surcharges)
 *   service_fee    = service_fee_rate % of items_price (half up)
 *   original_price = Σ item original price (before promotions) + service_fee
 *   vouchers       = the voucher discount, at most items_price + service_fee
 *   gift vouchers  = the gift-voucher discount, at most what is left
 *   price          = items_price + service_fee − vouchers − gift vouchers   (≥ 0)
 *   duty_free_price, tax_fee = price split by tax_rate (prices include VAT): duty-free half up,
 *                    tax = price − duty-free, so the two always add up to price
 *   cash_back      = cash_back_rate % of price, rounded down
 * Money is whole minor units; see money.ts for the arithmetic.
 */
import { percentOf, percentOfDown, splitVat, sum } from '../context/money.js';

export interface PricedItem {
  price: number;
  original_price: number;
}

export interface PriceSettings {
  serviceFeeRate: number;
  vatRate: number;
  cashBackRate: number;
  voucherDiscount?: number;
  giftVoucherDiscount?: number;
}

export interface PriceParts {
  items_price: number;
  original_price: number;
  service_fee: number;
  service_fee_rate: number;
  voucher_discount: number;
  gift_voucher_discount: number;
  price: number;
  duty_free_price: number;
  tax_fee: number;
  tax_rate: number;
  cash_back_rate: number;
  cash_back: number;
}

export function priceParts(items: PricedItem[], settings: PriceSettings): PriceParts {
  const itemsPrice = sum(items.map((i) => i.price));
  const serviceFee = percentOf(itemsPrice, settings.serviceFeeRate);
  const gross = itemsPrice + serviceFee;
  const voucher = Math.min(settings.voucherDiscount ?? 0, gross);
  const gift = Math.min(settings.giftVoucherDiscount ?? 0, gross - voucher);
  const price = gross - voucher - gift;
  const { dutyFree, tax } = splitVat(price, settings.vatRate);
  return {
    items_price: itemsPrice,
    original_price: sum(items.map((i) => i.original_price)) + serviceFee,
    service_fee: serviceFee,
    service_fee_rate: settings.serviceFeeRate,
    voucher_discount: voucher,
    gift_voucher_discount: gift,
    price,
    duty_free_price: dutyFree,
    tax_fee: tax,
    tax_rate: settings.vatRate,
    cash_back_rate: settings.cashBackRate,
    cash_back: percentOfDown(price, settings.cashBackRate),
  };
}
