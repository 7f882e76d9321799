import { pino, type Logger } from 'pino';
import type { Config } from '../config/config';

/**
 * The one structured logger (JSON lines). Fastify adds the request id to every
 * line of a request; secrets and cookies are redacted wherever they appear.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
  });
}
