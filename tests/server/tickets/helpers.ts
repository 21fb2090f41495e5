import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import {
  call,
  newIp,
  signInByPassword,
  type AccountsTestApp,
  type Call,
} from '../accounts/support';

/** A data folder of its own, so stored attachments never land in ./data. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'wayfare-tickets-'));
}

/** Smallest valid headers of the types the forms take. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows executable: what a "photo.jpg" from a phishing kit might really be. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

export interface FileSpec {
  name: string;
  type: string;
  data: Buffer;
}

export const message = 'Chuyến bay của tôi bị đổi giờ mà không được thông báo trước.';

export function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    kind: 'CONTACT',
    topic: 'BOOKING',
    name: 'Nguyễn Thị Lan',
    email: 'lan.nguyen@mail.example',
    message,
    ...overrides,
  };
}

export function complaintFields(overrides: Record<string, string> = {}): Record<string, string> {
  return contactFields({
    kind: 'COMPLAINT',
    topic: 'FLIGHT',
    order_code: 'VN-ABC123',
    ...overrides,
  });
}

/** POST /api/v1/support/tickets as multipart/form-data, like the browser's form. */
export async function sendTicket(
  t: AccountsTestApp,
  fields: Record<string, string>,
  files: FileSpec[] = [],
  opts: { ip?: string; token?: string; locale?: string } = {},
): Promise<Call> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      'attachments',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/support/tickets',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'x-forwarded-for': opts.ip ?? newIp(),
      ...(opts.locale ? { 'x-locale': opts.locale } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return {
    status: response.statusCode,
    body: response.body ? JSON.parse(response.body) : null,
    headers: response.headers,
  };
}

export async function demoToken(t: AccountsTestApp, email: string): Promise<string> {
  const r = await signInByPassword(t.app, { email }, DEMO_PASSWORD);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.access_token as string;
}

export async function graphqlAs(
  t: AccountsTestApp,
  service: 'main' | 'admin',
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Call> {
  return call(t.app, 'POST', `/graphql/${service}`, {
    body: { query, variables },
    ...(token ? { token } : {}),
  });
}

export const TICKET_FIELDS = `id number kind status topic name email phone_number order_code locale
  messages { author author_name body attachments { file_name content_type size url } }
  attachments { id file_name content_type size url }`;

export async function outboxTo(t: AccountsTestApp, to: string) {
  const r = await call(t.app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  return r.body as Array<{ channel: string; to: string; text: string; code: string | null }>;
}
