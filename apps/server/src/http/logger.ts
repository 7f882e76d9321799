import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/config';

const require = createRequire(import.meta.url);

/** Where log lines go: a terminal gets readable lines (issue 18, point 10), anything else JSON. */
export type LogOutput = { terminal: boolean; destination?: NodeJS.WritableStream };

/**
 * Readable lines for a person at a terminal: time, level, message and fields,
 * through pino-pretty (installed with the project's dev tools). Without it, or
 * when LOG_FORMAT=json, the lines stay JSON.
 */
function readableStream(format: Config['LOG_FORMAT'], output: LogOutput): DestinationStream | undefined {
  if (!output.terminal || format === 'json') return undefined;
  try {
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      colorize: output.destination === undefined,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
      ...(output.destination ? { destination: output.destination } : {}),
    });
  } catch {
    return undefined;
  }
}

/**
 * The one structured logger. Fastify adds the request id to every line of a
 * request; secrets and cookies are redacted wherever they appear.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>,
  output: LogOutput = { terminal: Boolean(process.stdout.isTTY) },
): Logger {
  const options: LoggerOptions = {
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
  };
  const stream = readableStream(config.LOG_FORMAT ?? 'auto', output);
  if (stream) return pino(options, stream);
  return output.destination ? pino(options, output.destination as DestinationStream) : pino(options);
}
