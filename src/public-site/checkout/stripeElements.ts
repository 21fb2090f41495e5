/**
 * Stripe.js in production (docs/payments.md "Card"): loaded from js.stripe.com only when a card
 * payment is chosen (the live CSP allows it), the Payment Element mounted in `container`, and
 * confirmPayment, which handles 3-D Secure and returns to `returnUrl`. Card data stays in
 * Stripe's frames. Offline Stripe.js cannot load; the sandbox's card page is used instead.
 */
interface StripeElementsGroup {
  create(type: 'payment'): { mount(el: HTMLElement): void; destroy(): void };
}
interface StripeJs {
  elements(options: { clientSecret: string; locale?: string }): StripeElementsGroup;
  confirmPayment(options: {
    elements: StripeElementsGroup;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
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
