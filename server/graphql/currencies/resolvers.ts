import {
  convert,
  exchangeRates,
  listCurrencies,
} from '../../domain/inventory/currencies/service.js';
import { checkInput } from '../../domain/context/input.js';
import { convertInput, exchangeRatesInput } from '../../domain/inventory/currencies/input.js';
import type { Resolvers } from '../generated/currencies.js';
import { forMercurius } from '../typed.js';

const resolvers: Resolvers = {
  Query: {
    currencies: (_, _args, ctx) => listCurrencies(ctx.database.db, ctx.locale),
    exchange_rates: (_, { input }, ctx) =>
      exchangeRates(ctx.database.db, input && checkInput(exchangeRatesInput, input)),
    convert: (_, { input }, ctx) => convert(ctx.database.db, checkInput(convertInput, input)),
  },
};

export const currenciesResolvers = forMercurius(resolvers);
