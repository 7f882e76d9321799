import { createHash, createVerify } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeResponse } from '../src/notification/notification-signer';
import { startEbayEmulator, type RunningEbayEmulator } from '../src/index';
import { assertMatchesOas } from '../src/testing/index';
import { basicAuth, LISTLENS_HEADERS } from './harness';

const VERIFICATION_TOKEN = 'sellerlens_verify_0123456789abcdef0123456789';

describe('marketplace account deletion notifications', () => {
  let emulator: RunningEbayEmulator;
  const receiver = Fastify({ logger: false });
  const received: { body: string; signature: string }[] = [];
  let receiverUrl = '';

  beforeAll(async () => {
    emulator = await startEbayEmulator({ catalogueListings: 10, catalogueSales: 10 });
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    receiver.post('/api/webhooks/ebay/account-deletion', async (request, reply) => {
      received.push({ body: String(request.body), signature: String(request.headers['x-ebay-signature']) });
      return reply.code(204).send();
    });
    receiver.get('/api/webhooks/ebay/account-deletion', async (request) => {
      const code = (request.query as { challenge_code: string }).challenge_code;
      const hash = createHash('sha256')
        .update(code + VERIFICATION_TOKEN + receiverUrl)
        .digest('hex');
      return { challengeResponse: hash };
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const address = receiver.server.address();
    receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/webhooks/ebay/account-deletion`;
  });
  afterAll(async () => {
    await receiver.close();
    await emulator.close();
  });

  it('computes the challenge answer of the reference worked example', () => {
    expect(
      challengeResponse(
        'a8628072-3d33-45ee-9004-bee86830a22d',
        VERIFICATION_TOKEN,
        'https://app.example.com/api/ebay/account-deletion',
      ),
    ).toBe('cc6c9373747a283700f09a15ddf8bb65fa8f6f3d6531eee7bfdf3112cbffcd54');
  });

  it('runs the endpoint challenge', async () => {
    const response = await fetch(`${emulator.url}/_sim/notifications/challenge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: receiverUrl, verificationToken: VERIFICATION_TOKEN }),
    });
    expect(await response.json()).toMatchObject({ ok: true, status: 200 });
  });

  it('sends a deletion signed with a key the receiver can fetch and verify', async () => {
    const sent = await fetch(`${emulator.url}/_sim/notifications/account-deletion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: receiverUrl, username: 'thrifty_threads_nyc' }),
    });
    expect(await sent.json()).toMatchObject({ status: 204, acknowledged: true });
    const delivery = received.at(-1);
    const payload = JSON.parse(delivery?.body ?? '{}') as {
      metadata: { topic: string };
      notification: { data: { username: string; userId: string } };
    };
    expect(payload.metadata.topic).toBe('MARKETPLACE_ACCOUNT_DELETION');
    expect(payload.notification.data.username).toBe('thrifty_threads_nyc');

    // Verify as eBay's SDK does: decode the header, fetch the key by kid with an application token, check ECDSA-SHA1.
    const header = JSON.parse(Buffer.from(delivery?.signature ?? '', 'base64').toString('utf8')) as {
      kid: string;
      signature: string;
      alg: string;
      digest: string;
    };
    expect(header).toMatchObject({ alg: 'ecdsa', digest: 'SHA1' });
    const tokenResponse = await fetch(`${emulator.url}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const keyPath = `/commerce/notification/v1/public_key/${header.kid}`;
    const keyResponse = await fetch(`${emulator.url}${keyPath}`, {
      headers: { ...LISTLENS_HEADERS, authorization: `Bearer ${token}` },
    });
    const key = (await keyResponse.json()) as { key: string };
    assertMatchesOas({ method: 'GET', path: keyPath, status: keyResponse.status, body: key });
    const pem = key.key
      .replace('-----BEGIN PUBLIC KEY-----', '-----BEGIN PUBLIC KEY-----\n')
      .replace('-----END PUBLIC KEY-----', '\n-----END PUBLIC KEY-----');
    const verifier = createVerify('sha1');
    verifier.update(JSON.stringify(JSON.parse(delivery?.body ?? '')));
    expect(verifier.verify(pem, header.signature, 'base64')).toBe(true);

    const unknown = await fetch(`${emulator.url}/commerce/notification/v1/public_key/nope`, {
      headers: { ...LISTLENS_HEADERS, authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(404);
    assertMatchesOas({
      method: 'GET',
      path: '/commerce/notification/v1/public_key/nope',
      status: 404,
      body: await unknown.json(),
    });
  });
});
