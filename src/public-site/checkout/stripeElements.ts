/**
 * Stripe.js in production (docs/payments.md "Card"): loaded from js.stripe.com only when a card
 * payment is chosen (the live CSP allows it), the Payment Element mounted in `container`, and
 * confirmPayment, which handles 3-D Secure and returns to `returnUrl`. Card data stays in
 * Stripe's frames. Offline Stripe.js cannot load; the sandbox's card page is used instead.
 */
interface StripeElementsGroup {
  create(type: 'payment'): { mount(el: HTMLElement): void; destroy(): void };
  submit(): Promise<{ error?: { message?: string } }>;
}
interface StripeJs {
  elements(
    options:
      | { clientSecret: string; locale?: string }
      | { mode: 'setup'; currency: string; paymentMethodCreation: 'manual'; locale?: string },
  ): StripeElementsGroup;
  confirmPayment(options: {
    elements?: StripeElementsGroup;
    clientSecret?: string;
    confirmParams: { return_url: string; payment_method?: string };
  }): Promise<{ error?: { message?: string } }>;
  createPaymentMethod(options: {
    elements: StripeElementsGroup;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

let loading: Promise<StripeFactory> | null = null;

function loadStripeJs(): Promise<StripeFactory> {
  const existing = (window as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.async = true;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface MountedCard {
  confirm(returnUrl: string): Promise<string | null>;
  destroy(): void;
}

/** Mounts the Payment Element; `confirm` answers Stripe's error text, or redirects. */
export async function mountStripeCard(
  publishableKey: string,
  clientSecret: string,
  locale: string,
  container: HTMLElement,
): Promise<MountedCard> {
  const stripe = (await loadStripeJs())(publishableKey);
  const elements = stripe.elements({ clientSecret, locale });
  const element = elements.create('payment');
  element.mount(container);
  return {
    confirm: async (returnUrl) => {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
      });
      return result.error ? (result.error.message ?? 'card error') : null;
    },
    destroy: () => element.destroy(),
  };
}

export interface MountedCardForm {
  /** Creates the PaymentMethod in Stripe: its id, or Stripe's error text. */
  create(): Promise<{ id: string } | { error: string }>;
  destroy(): void;
}

/** Saving a card: the Payment Element in setup mode; Stripe answers a PaymentMethod id. */
export async function mountStripeCardForm(
  publishableKey: string,
  locale: string,
  container: HTMLElement,
): Promise<MountedCardForm> {
  const stripe = (await loadStripeJs())(publishableKey);
  const elements = stripe.elements({
    mode: 'setup',
    currency: 'vnd',
    paymentMethodCreation: 'manual',
    locale,
  });
  const element = elements.create('payment');
  element.mount(container);
  return {
    create: async () => {
      const submitted = await elements.submit();
      if (submitted.error) return { error: submitted.error.message ?? 'card error' };
      const result = await stripe.createPaymentMethod({ elements });
      if (result.paymentMethod) return { id: result.paymentMethod.id };
      return { error: result.error?.message ?? 'card error' };
    },
    destroy: () => element.destroy(),
  };
}

/** Pays an intent with a saved card; Stripe.js asks for 3-D Secure and returns to `returnUrl`. */
export async function confirmWithSavedCard(
  publishableKey: string,
  clientSecret: string,
  paymentMethod: string,
  returnUrl: string,
): Promise<string | null> {
  const stripe = (await loadStripeJs())(publishableKey);
  const result = await stripe.confirmPayment({
    clientSecret,
    confirmParams: { return_url: returnUrl, payment_method: paymentMethod },
  });
  return result.error ? (result.error.message ?? 'card error') : null;
}
