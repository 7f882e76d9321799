import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ebayEmulator } from '../src/index';
import { PREFIX } from './harness';

describe('mounting the plugin in a host', () => {
  it('works in a host that ignores trailing slashes', async () => {
    const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    await app.register(ebayEmulator, { prefix: PREFIX, catalogueListings: 10, catalogueSales: 10 });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/commerce/identity/v1/user` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${PREFIX}/commerce/identity/v1/user/` })).statusCode).toBe(401);
    await app.close();
  });

  it('keeps its parsers, error handler and not-found handler to itself', async () => {
    const app = Fastify({ logger: false });
    app.post('/api/echo', async (request) => ({ body: request.body ?? null }));
    await app.register(ebayEmulator, { prefix: PREFIX, catalogueListings: 10, catalogueSales: 10 });
    await app.ready();
    // The host's JSON parser still refuses an empty JSON body; the emulator's accepts one.
    const hostEmpty = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(hostEmpty.statusCode).toBe(400);
    expect(hostEmpty.json()).not.toHaveProperty('errors');
    const hostForm = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(hostForm.statusCode).toBe(415);
    const hostMissing = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(hostMissing.json()).not.toHaveProperty('errors');
    await app.close();
  });
});
