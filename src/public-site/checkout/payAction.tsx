import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * The chosen payment method's one pay action (docs/checkout-ui.md "Sticky pay bar"): the panel
 * that owns it registers what its button says and does, and the phone's sticky bar offers the
 * very same action — one handler, the panel's — rather than a copy of it.
 */
export interface PayAction {
  label: string;
  disabled: boolean;
  busy: boolean;
  run: () => void;
}

const ActionContext = createContext<PayAction | null>(null);
const SetContext = createContext<((action: PayAction | null) => void) | null>(null);

export function PayActionProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<PayAction | null>(null);
  return (
    <SetContext.Provider value={setAction}>
      <ActionContext.Provider value={action}>{children}</ActionContext.Provider>
    </SetContext.Provider>
  );
}

/** The registered action, or null (no method chosen, or one without a single pay button). */
export const usePayActionValue = () => useContext(ActionContext);

/**
 * Registers the panel's pay action while it is shown (`null`: none now). The handler is read
 * when pressed, so the latest one runs without registering again on every render.
 */
export function usePayAction(action: PayAction | null) {
  const set = useContext(SetContext);
  const run = useRef(action?.run);
  useLayoutEffect(() => {
    run.current = action?.run;
  });
  const label = action?.label ?? null;
  const disabled = action?.disabled ?? true;
  const busy = action?.busy ?? false;
  useEffect(() => {
    if (!set || label === null) return;
    set({ label, disabled, busy, run: () => run.current?.() });
    return () => set(null);
  }, [set, label, disabled, busy]);
}

/** Registers `action` while rendered: for panels whose button comes after early returns. */
export function RegisterPayAction(props: PayAction) {
  usePayAction(props);
  return null;
}
