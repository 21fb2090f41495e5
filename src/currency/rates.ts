import { graphqlRequest } from '../api/graphql';
import { CurrencyRatesDocument } from '../api/generated/currencies';
import { BASE_CURRENCY, type CurrencyTable } from './currencyTable';

/**
 * The currencies service's list and rates against VND, as the display-currency store keeps
 * them. Loaded lazily by `loadRates()`: the generated document stays out of the entry chunk.
 */
export async function fetchCurrencyTable(): Promise<CurrencyTable> {
  const data = await graphqlRequest('currencies', CurrencyRatesDocument);
  const rates: Record<string, number> = { [BASE_CURRENCY]: 1 };
  for (const r of data.exchange_rates) {
    if (Number.isFinite(r.rate) && r.rate > 0) rates[r.currency] = r.rate;
  }
  const currencies = data.currencies
    .filter((c) => rates[c.code])
    .map(({ code, name, symbol }) => ({ code, name, symbol }));
  if (!currencies.some((c) => c.code === BASE_CURRENCY)) {
    currencies.unshift({ code: BASE_CURRENCY, name: BASE_CURRENCY, symbol: '₫' });
  }
  return { currencies, rates };
}
