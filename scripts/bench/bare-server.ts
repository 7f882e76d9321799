import Fastify from 'fastify';

// The baseline for the /api/me figure: Fastify with one route and nothing else.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const port = Number(process.argv[2] ?? 3301);
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
