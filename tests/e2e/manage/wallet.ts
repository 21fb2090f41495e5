import { expect, type APIRequestContext, type Page } from '@playwright/test';

const TOP_UP = `mutation($a: Float!) { begin_top_up(amount: $a, currency: "VND") { payment_checkout_session_id } }`;
const VNPAY = `mutation($s: ID!, $r: String!) { create_vnpay_payment(payment_checkout_session_id: $s, type: VNBANK, redirect_url: $r) { pay_link } }`;

/** GraphQL as the signed-in page's user (its session cookie as the bearer token). */
export function api(page: Page, request: APIRequestContext) {
  return async (service: string, query: string, variables: Record<string, unknown>) => {
    const token = (await page.context().cookies()).find((c) => c.name === 'uts_token')!.value;
    const answer = await request.post(`/graphql/${service}`, {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await answer.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
  };
}

export type Call = ReturnType<typeof api>;

/** Money in the traveller's wallet, through the VNPay sandbox's page. */
export async function topUpWallet(page: Page, call: Call, amount: number) {
  const topUp = (await call('main', TOP_UP, { a: amount })).begin_top_up;
  const link = (
    await call('payments', VNPAY, { s: topUp.payment_checkout_session_id, r: '/account/wallet' })
  ).create_vnpay_payment.pay_link as string;
  await page.goto(link);
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page).toHaveURL(/\/account\/wallet/);
}

/** The balance /account/wallet shows, in đồng (English page: "₫18,000,000"). */
export async function walletBalance(page: Page): Promise<number> {
  await page.goto('/account/wallet');
  const region = page.getByRole('region', { name: 'Balance' });
  await expect(region).toContainText(/₫[\d,]+/);
  const text = (await region.textContent()) ?? '';
  return Number(text.match(/₫([\d,]+)/)![1].replace(/,/g, ''));
}
