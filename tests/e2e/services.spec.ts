import { expect, test } from '@playwright/test';

const SERVICES = [
  'main',
  'corporate',
  'property',
  'payments',
  'places',
  'flights',
  'trips',
  'currencies',
  'hub',
  'admin',
  'last-change',
];

test('a GraphQL request from the page reaches each of the eleven services', async ({ page }) => {
  await page.goto('/');
  const answers = await page.evaluate(async () => {
    const config = await (await fetch('/config.json')).json();
    const result: Record<string, string> = {};
    for (const [service, url] of Object.entries(config.graphql as Record<string, string>)) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ service_info { service } }' }),
      });
      const body = await response.json();
      result[service] = body.data.service_info.service;
    }
    return result;
  });
  expect(Object.keys(answers).sort()).toEqual([...SERVICES].sort());
  for (const service of SERVICES) expect(answers[service]).toBe(service);
});

test('/config.json decides where the app sends its GraphQL calls', async ({
  page,
  context,
  baseURL,
}) => {
  // The header asks the main service for the profile when a session cookie exists; point
  // `main` somewhere else through /config.json and watch the call go there.
  await context.addCookies([{ name: 'uts_token', value: 'token-e2e', url: baseURL! }]);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.graphql.main = `${baseURL}/gateway/main-service`;
    await route.fulfill({ response, json: config });
  });
  const seen: { url: string; authorization: string | null; locale: string | null; body: string }[] =
    [];
  await page.route('**/gateway/main-service', async (route) => {
    const request = route.request();
    seen.push({
      url: request.url(),
      authorization: await request.headerValue('authorization'),
      locale: await request.headerValue('x-locale'),
      body: request.postData() ?? '',
    });
    // Forward to the real service so the page gets a real answer.
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}/graphql/main` }) });
  });
  let defaultMainCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql/main') && r.frame() === page.mainFrame()) defaultMainCalls += 1;
  });

  await page.goto('/');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0].authorization).toBe('Bearer token-e2e');
  expect(seen[0].locale).toBe('vi');
  expect(seen[0].body).toContain('profile');
  expect(defaultMainCalls).toBe(0);
  // The server does not implement profile yet, so the header keeps offering sign-in.
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
});
