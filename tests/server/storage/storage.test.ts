import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../../server/providers/storage/local';
import { s3Storage } from '../../../server/providers/storage/s3';
import { sniffContentType } from '../../../server/providers/storage/sniff';
import { EXE, JPEG, PDF, PNG, tempDataDir } from '../tickets/helpers';

describe('content sniffing', () => {
  it('goes by the first bytes', () => {
    expect(sniffContentType(JPEG)).toBe('image/jpeg');
    expect(sniffContentType(PNG)).toBe('image/png');
    expect(sniffContentType(PDF)).toBe('application/pdf');
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('image/heic');
    expect(sniffContentType(EXE)).toBeNull();
    expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('local disk storage', () => {
  const storage = localStorage(tempDataDir());

  it('puts, gets and deletes by key', async () => {
    await storage.put('support/t1/a', JPEG, 'image/jpeg');
    expect(await storage.get('support/t1/a')).toEqual({ body: JPEG, contentType: 'image/jpeg' });
    await storage.delete('support/t1/a');
    expect(await storage.get('support/t1/a')).toBeNull();
    await storage.delete('support/t1/a');
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '']) {
      await expect(storage.put(key, JPEG, 'image/jpeg'), key).rejects.toThrow(
        'invalid storage key',
      );
    }
  });
});

/**
 * A minimal S3-compatible endpoint on loopback: keeps objects in memory and checks what every
 * S3 server checks before anything else — a SigV4 Authorization header for this access key,
 * region and service, the signed date, and the signed payload hash matching the body.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const auth = String(req.headers.authorization ?? '');
    const scope =
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
        auth,
      );
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (
      !scope ||
      !req.headers['x-amz-date'] ||
      !scope[1].split(';').includes('x-amz-content-sha256') ||
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    seen.push(`${req.method} ${req.url}`);
    const key = req.url ?? '';
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      if (!found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': found.type }).end(found.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, seen };
}

describe('S3-compatible storage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  const storage = (secret = 'secret') =>
    s3Storage({
      endpoint,
      region: 'ap-southeast-1',
      bucket: 'wayfare-files',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: secret,
      forcePathStyle: true,
    });

  it('stores, reads and deletes objects with signed requests, path-style', async () => {
    await storage().put('support/t1/photo', PNG, 'image/png');
    expect(await storage().get('support/t1/photo')).toEqual({
      body: PNG,
      contentType: 'image/png',
    });
    await storage().delete('support/t1/photo');
    expect(await storage().get('support/t1/photo')).toBeNull();
    expect(s3.seen).toEqual([
      'PUT /wayfare-files/support/t1/photo',
      'GET /wayfare-files/support/t1/photo',
      'DELETE /wayfare-files/support/t1/photo',
      'GET /wayfare-files/support/t1/photo',
    ]);
  });

  it('reports a refusal of the store as an error', async () => {
    const broken = s3Storage({
      endpoint,
      region: 'eu-west-1',
      bucket: 'wayfare-files',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    await expect(broken.put('a', PNG, 'image/png')).rejects.toThrow(/HTTP 403/);
  });
});
