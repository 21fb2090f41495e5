import { useCallback, useRef, useState } from 'react';
import { ENTER_DEBOUNCE_MS } from '../constants';
import type { FieldErrors } from '../validation';

/** Fields a server message can sit under: any value, or the form as a whole. */
export type ServerField<V> = Extract<keyof V, string> | 'form';

export interface StepForm<V, F extends string> {
  values: V;
  errors: FieldErrors<F>;
  /** Server messages (validate.* keys or text) by field. */
  serverErrors: Partial<Record<ServerField<V>, string>>;
  busy: boolean;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  setServerError: (field: ServerField<V>, message: string | undefined) => void;
  /** Forgets every error until the next submit (spec §4: changing login type clears them). */
  clearErrors: () => void;
  /** Form onSubmit: validates, then runs `action` ~200 ms after the last Enter (spec §2). */
  onSubmit: (event?: { preventDefault: () => void }) => void;
}

/**
 * Local state of one dialog step: values, §5 validation (shown after the first submit, then
 * live), server errors (cleared when their field changes), busy flag and the 200 ms debounced
 * submit.
 */
export function useStepForm<V extends object, F extends string>(
  initial: V,
  validate: (values: V) => FieldErrors<F>,
  action: (values: V, form: { setServerError: StepForm<V, F>['setServerError'] }) => Promise<void>,
): StepForm<V, F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ServerField<V>, string>>>({});
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ values, validate, action });
  latest.current = { values, validate, action };

  const setServerError = useCallback((field: ServerField<V>, message: string | undefined) => {
    setServerErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...latest.current.values, [field]: value };
    latest.current.values = next;
    setValues(next);
    if (submitted.current) setErrors(latest.current.validate(next));
    setServerErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }, []);

  const clearErrors = useCallback(() => {
    submitted.current = false;
    setErrors({});
    setServerErrors({});
  }, []);

  const onSubmit = useCallback(
    (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        timer.current = null;
        const { values: current, validate: check, action: run } = latest.current;
        submitted.current = true;
        const found = check(current);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        try {
          await run(current, { setServerError });
        } finally {
          setBusy(false);
        }
      }, ENTER_DEBOUNCE_MS);
    },
    [setServerError],
  );

  return { values, errors, serverErrors, busy, setValue, setServerError, clearErrors, onSubmit };
}
