import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorReports } from '../../../server/db/schema';
import { useAccountsApp } from '../accounts/support';

// The accounts app for its movable clock: the limit (capture_exception_ip) counts in fixed
// minutes, which the system clock could cross in the middle of a test.
const testApp = useAccountsApp({ CAPTURE_EXCEPTION_PER_MINUTE: '5' });

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  testApp().app.inject({
    method: 'POST',
    url: '/api/captureException',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/captureException', () => {
  it('stores a slow-call report with its context', async () => {
    const response = await post(
      {
        kind: 'slow_call',
        message: 'CALL API TOO LONG',
        url: '/graphql/main',
        method: 'POST',
        duration_ms: 15234,
      },
      { 'user-agent': 'Vitest', 'x-forwarded-for': '10.9.0.1' },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [row] = await testApp()
      .database.db.select()
      .from(errorReports)
      .where(eq(errorReports.id, id));
    expect(row).toMatchObject({
      kind: 'slow_call',
      message: 'CALL API TOO LONG',
      url: '/graphql/main',
      user_agent: 'Vitest',
      payload: { method: 'POST', duration_ms: 15234 },
    });
    expect(row.request_id).toBe(response.headers['x-request-id']);
  });

  it('keeps the fields of a non-successful order report', async () => {
    const response = await post(
      {
        kind: 'order',
        message: 'Not successful',
        api: 'user_order',
        session_id: 'pcs_1',
        email: 'an@example.vn',
      },
      { 'x-forwarded-for': '10.9.0.2' },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await testApp()
      .database.db.select()
      .from(errorReports)
      .where(eq(errorReports.id, response.json().data.id));
    expect(row.payload).toEqual({ api: 'user_order', session_id: 'pcs_1', email: 'an@example.vn' });
  });

  it('names the field and the rule when a report is not valid', async () => {
    const response = await post(
      { kind: 'nonsense', message: '' },
      { 'x-forwarded-for': '10.9.0.3' },
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['kind', 'message']);
  });

  it('refuses a report over 16 KiB', async () => {
    const response = await post(
      { message: 'x', stack: 'y'.repeat(17 * 1024) },
      { 'x-forwarded-for': '10.9.0.4' },
    );
    expect(response.statusCode).toBe(413);
  });

  it('limits how many reports one address may send per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await post({ message: `boom ${i}` }, { 'x-forwarded-for': '10.9.0.5' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const refused = await post({ message: 'boom 7' }, { 'x-forwarded-for': '10.9.0.5' });
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await post({ message: 'from elsewhere' }, { 'x-forwarded-for': '10.9.0.6' });
    expect(other.statusCode).toBe(201);
    testApp().clock.advance(60);
    const later = await post({ message: 'a minute later' }, { 'x-forwarded-for': '10.9.0.5' });
    expect(later.statusCode).toBe(201);
  });

  it('stores exactly the limit of reports when 50 arrive at once from one address', async () => {
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({ message: `burst ${i}` }, { 'x-forwarded-for': '10.9.0.7' }),
      ),
    );
    const statuses = sent.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const stored = await testApp()
      .database.db.select({ id: errorReports.id })
      .from(errorReports)
      .where(like(errorReports.message, 'burst %'));
    expect(stored).toHaveLength(5);
  });
});
