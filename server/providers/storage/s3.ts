import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './types.js';

export interface S3Settings {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com, or a MinIO / R2 / Viettel / FPT endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), as MinIO and most compatible stores want. */
  forcePathStyle: boolean;
}

/**
 * Any S3-compatible object store, over its HTTP API with AWS Signature Version 4 (aws4fetch
 * signs; the body's SHA-256 is signed too, so the store rejects a body altered on the way). Objects are private: the server reads them and
 * serves them through its own signed, short-lived URLs.
 */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = new URL(settings.endpoint);
  const urlOf = (key: string) => {
    assertStorageKey(key);
    const escaped = key.split('/').map(encodeURIComponent).join('/');
    if (settings.forcePathStyle) {
      return `${base.origin}${base.pathname.replace(/\/$/, '')}/${settings.bucket}/${escaped}`;
    }
    return `${base.protocol}//${settings.bucket}.${base.host}/${escaped}`;
  };
  const send = async (key: string, init: RequestInit & { body?: Uint8Array }) => {
    // The payload's SHA-256 is signed (aws4fetch would send UNSIGNED-PAYLOAD to S3).
    const payloadHash = createHash('sha256')
      .update(init.body ?? new Uint8Array())
      .digest('hex');
    const request = await client.sign(urlOf(key), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-amz-content-sha256': payloadHash },
    });
    return fetchImpl(request, { signal: AbortSignal.timeout(20_000) });
  };
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} answered HTTP ${response.status}: ${detail}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send(key, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await fail('PUT', response);
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw await fail('GET', response);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await send(key, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail('DELETE', response);
    },
  };
}
