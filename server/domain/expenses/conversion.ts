/**
 * An expense's amount in VND at the day's rate: the currencies service's rate (VND per unit,
 * dated by its `as_of`), kept with the expense so the claim never changes with later rates.
 */
import { vietnamDate } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { convert } from '../inventory/currencies/service.js';

export interface VndAmount {
  currency: string;
  amount_vnd: number;
  /** VND per one unit of the currency. */
  rate: number;
  /** The day of the rate, in Vietnam. */
  rate_date: string;
}

export async function toVnd(db: Db, amount: number, currency: string): Promise<VndAmount> {
  try {
    const c = await convert(db, { amount, from: currency, to: 'VND' });
    return {
      currency: c.from,
      amount_vnd: c.converted_amount,
      rate: c.rate,
      rate_date: vietnamDate(c.as_of),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') {
      throw new AppError('BAD_USER_INPUT', `currency: ${currency} is not a supported currency`, [
        { field: 'currency', rule: 'unknown', message: `${currency} is not a supported currency` },
      ]);
    }
    throw error;
  }
}
