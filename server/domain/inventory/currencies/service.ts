/** currencies service: the supported currencies, rates and conversion (SQL in repository.ts). */
import type { Db } from '../../../db/client.js';
import { InputCheck, langOf } from '../common.js';
import { currencyRows as rows } from './repository.js';

export async function listCurrencies(db: Db, locale: string) {
  const lang = langOf(locale);
  return (await rows(db)).map((r) => ({
    code: r.code,
    name: lang === 'en' ? r.name_en : r.name_vi,
    symbol: r.symbol,
    minor_units: r.minor_units,
  }));
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

export async function exchangeRates(
  db: Db,
  input: { base?: string | null; currencies?: string[] | null } | null | undefined,
) {
  const all = await rows(db);
  const baseCode = (input?.base ?? 'VND').toUpperCase();
  const base = all.find((r) => r.code === baseCode);
  if (!base) {
    const check = new InputCheck();
    check.fail('base', 'unknown', `Unknown currency ${baseCode}.`);
    check.done();
  }
  const wanted = input?.currencies?.length
    ? new Set(input.currencies.map((c) => c.toUpperCase()))
    : null;
  return all
    .filter((r) => r.code !== baseCode && (!wanted || wanted.has(r.code)))
    .map((r) => ({
      base: baseCode,
      currency: r.code,
      rate: Number(base!.vnd_per_unit) / Number(r.vnd_per_unit),
      as_of: asDate(r.as_of),
      source: r.source,
    }));
}

export async function convert(db: Db, input: { amount: number; from: string; to: string }) {
  const all = await rows(db);
  const from = all.find((r) => r.code === input.from.toUpperCase());
  const to = all.find((r) => r.code === input.to.toUpperCase());
  const check = new InputCheck();
  if (!from) check.fail('from', 'unknown', `Unknown currency ${input.from}.`);
  if (!to) check.fail('to', 'unknown', `Unknown currency ${input.to}.`);
  if (!Number.isFinite(input.amount) || !Number.isInteger(input.amount)) {
    check.fail('amount', 'integer', 'amount is a whole number of minor units.');
  }
  check.done();
  const rate = Number(from!.vnd_per_unit) / Number(to!.vnd_per_unit);
  const major = (input.amount / 10 ** from!.minor_units) * rate;
  const minor = major * 10 ** to!.minor_units;
  return {
    amount: input.amount,
    from: from!.code,
    to: to!.code,
    rate,
    converted_amount: Math.sign(minor) * Math.round(Math.abs(minor)),
    as_of: asDate(to!.as_of > from!.as_of ? to!.as_of : from!.as_of),
  };
}
