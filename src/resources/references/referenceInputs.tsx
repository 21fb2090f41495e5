import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ChoicesContextProvider,
  ReferenceArrayInput as RaReferenceArrayInput,
  ReferenceInput as RaReferenceInput,
  useChoicesContext,
  type ChoicesContextValue,
  type ReferenceArrayInputProps,
  type ReferenceInputProps,
} from 'react-admin';

/*
 * react-admin's ReferenceInput and ReferenceArrayInput, with one change: the search a picker
 * sends is always the text the user typed last.
 *
 * Not in src/resources/common: that folder goes into the view runtime every first console
 * screen downloads (scripts/vite/chunks.ts), and these bring react-admin's autocomplete inputs
 * (~16 KiB gzip) that only the forms and filters using them should download.
 *
 * Why (docs/decisions.md, "Reference pickers keep the last keystroke"): react-admin's
 * reference params (ra-core useReferenceParams, 5.15.4) give `setFilters` a new identity each
 * time the search changes, and AutocompleteInput makes a new 250 ms debounce for each identity,
 * while the old one may still hold a keystroke. On a slow device both fire in one turn of the
 * event loop, and the params keep the first and drop the second (changeParams applies the
 * first call of a turn and only records the later ones). The user typed "khang" and the list
 * stayed on "khan", for good. Here the choices keep one `setFilters` for the input's life,
 * which calls react-admin's latest: one debounce, so one pending search at a time.
 */

type SetFilters = ChoicesContextValue['setFilters'];

/** The enclosing reference's choices, with a `setFilters` that keeps its identity. */
export function SteadyChoices({ children }: { children: ReactNode }) {
  const choices = useChoicesContext();
  const latest = useRef<SetFilters>(choices.setFilters);
  useLayoutEffect(() => {
    latest.current = choices.setFilters;
  }, [choices.setFilters]);
  const setFilters = useCallback<SetFilters>((...args) => latest.current(...args), []);
  const value = useMemo(() => ({ ...choices, setFilters }), [choices, setFilters]);
  return <ChoicesContextProvider value={value}>{children}</ChoicesContextProvider>;
}

/** react-admin's ReferenceInput (default child: AutocompleteInput), keeping the last search. */
export function ReferenceInput({ children, ...props }: ReferenceInputProps) {
  return (
    <RaReferenceInput {...props}>
      <SteadyChoices>{children ?? <AutocompleteInput />}</SteadyChoices>
    </RaReferenceInput>
  );
}

/** react-admin's ReferenceArrayInput (one child), keeping the last search. */
export function ReferenceArrayInput({ children, ...props }: ReferenceArrayInputProps) {
  return (
    <RaReferenceArrayInput {...props}>
      <SteadyChoices>{children ?? <AutocompleteArrayInput />}</SteadyChoices>
    </RaReferenceArrayInput>
  );
}
