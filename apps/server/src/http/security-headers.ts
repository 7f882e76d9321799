import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Powerful browser features, all off except the camera, which the upload screen
 * uses on our own pages (spec part 2, the capture screen). No third-party frame
 * can ask for any of them either. Only features Chromium knows are named: it
 * logs a console error for an unknown one.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
].join(', ');

/** Helmet's options: the headers every response carries. */
function helmetOptions(https: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // upgrade-insecure-requests would break plain-http local use (127.0.0.1).
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    // The eBay consent page and Google open in popups that post back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/**
 * The headers helmet sets, read once from a throwaway instance: they depend only on the
 * options, and @fastify/helmet builds them again on every request (decision 033).
 */
async function helmetHeaders(https: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(https));
  probe.get('/', async () => '');
  const answer = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string' && !SENT_ANYWAY.has(name)) headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

/** What any answer carries whatever the plugin does: not security headers. */
const SENT_ANYWAY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Security headers for every response. The CSP allows only our own scripts;
 * styles allow inline because UI primitives set style attributes. Images may
 * come from https (avatars from the sign-in provider) and blob: (previews).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  const headers = { ...(await helmetHeaders(options.https)), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
