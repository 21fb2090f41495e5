import { useEffect } from 'react';
import { createStore, useStore } from '../account/store/createStore';
import { BASE_CURRENCY, type CurrencyTable } from './currencyTable';

export { BASE_CURRENCY };
export type { CurrencyOption, CurrencyTable } from './currencyTable';

/**
 * The display currency (docs/search-ui.md, "Display currency"). This module is in the entry
 * chunk, so it stays small: the rates query and the conversion load lazily (`./rates`, and
 * `./useMoney` inside the page chunks).
 */

/** Local storage key of the visitor's choice (not in spec §3's list; ours). */
export const CURRENCY_STORAGE_KEY = 'currency';

export type RatesState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; table: CurrencyTable };

export interface CurrencyState {
  /** The visitor's choice (stored). */
  chosen: string;
  rates: RatesState;
}

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

function readStoredCurrency(): string {
  try {
    const value = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCode(value) ? value : BASE_CURRENCY;
  } catch {
    return BASE_CURRENCY;
  }
}

/** Bumped by the test reset, so an answer for an earlier "page load" is dropped. */
let generation = 0;

export const currencyStore = createStore<CurrencyState>({
  chosen: readStoredCurrency(),
  rates: { status: 'idle' },
});

/**
 * Fetches the currencies and rates unless they are loaded or loading. After a failure only an
 * explicit `retry` (the picker opening) asks again: the page keeps showing VND meanwhile.
 */
export function loadRates({ retry = false } = {}): void {
  const { status } = currencyStore.get().rates;
  if (status === 'loading' || status === 'ready' || (status === 'failed' && !retry)) return;
  currencyStore.set((s) => ({ ...s, rates: { status: 'loading' } }));
  const load = generation;
  const settle = (rates: RatesState) => {
    if (load === generation) currencyStore.set((s) => ({ ...s, rates }));
  };
  import('./rates')
    .then((m) => m.fetchCurrencyTable())
    .then(
      (table) => settle({ status: 'ready', table }),
      () => settle({ status: 'failed' }),
    );
}

export function setCurrency(code: string): void {
  if (!isCode(code)) return;
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  currencyStore.set((s) => ({ ...s, chosen: code }));
  if (code !== BASE_CURRENCY) loadRates();
}

/** The currency prices are shown in: the choice once its rate is known, VND until then. */
export function displayCurrency(state: CurrencyState): string {
  const { chosen, rates } = state;
  return rates.status === 'ready' && rates.table.rates[chosen] ? chosen : BASE_CURRENCY;
}

/** The header's code: the choice while its rate loads, then the display currency. */
export function shownCurrency(state: CurrencyState): string {
  const { status } = state.rates;
  return status === 'idle' || status === 'loading' ? state.chosen : displayCurrency(state);
}

/** The currency state; asks for the rates when a currency other than VND is chosen. */
export function useCurrency(): CurrencyState {
  const state = useStore(currencyStore);
  const needsRates = state.chosen !== BASE_CURRENCY;
  useEffect(() => {
    if (needsRates) loadRates();
  }, [needsRates]);
  return state;
}

/** Tests: forget the page load's rates and re-read the stored choice. */
export function resetCurrencyForTests(): void {
  generation += 1;
  currencyStore.set({ chosen: readStoredCurrency(), rates: { status: 'idle' } });
}
