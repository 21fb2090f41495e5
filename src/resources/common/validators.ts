import { maxLength, minValue, required } from 'react-admin';

/**
 * Form rules that mirror the corporate service's (server/graphql/corporate/*-resolvers.ts): a
 * name of 1–100 characters; money in whole minor units (VND), never negative. The server still
 * decides, and its field errors land on the same inputs.
 */
export const nameRules = [required(), maxLength(100)];

const wholeAmount = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? undefined
    : Number.isInteger(value) && (value as number) >= 0
      ? undefined
      : 'console.validation.wholeAmount';

export const amountRules = [minValue(0), wholeAmount];

/** An empty choice (cleared autocomplete, blank number) is sent as null: "none". */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
