import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Fields that may carry a credential wherever they appear in a logged object. Pino writes JSON, so any
 * other user input that reaches a log is escaped (no forged lines, no terminal control codes).
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'accessToken',
  'refreshToken',
  'token',
  '*.password',
  '*.accessToken',
  '*.refreshToken',
  '*.token',
  '*.authorization',
  '*.cookie',
  'variables',
  '*.variables',
];

/** A drizzle query error repeats the statement's parameters (user input, hashes) after this marker. */
const PARAMS_MARKER = /\nparams:[\s\S]*$/;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
}

function serializeError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const cause = err.cause instanceof Error ? serializeError(err.cause) : undefined;
  return {
    type: err.name,
    message: err.message.replace(PARAMS_MARKER, ''),
    stack: (err.stack ?? '').replace(PARAMS_MARKER, ''),
    ...(cause ? { cause } : {}),
  };
}

/** Where log lines go: stdout unless a stream is given (the server tests read what was logged). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(config: AppConfig, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    level: config.logLevel ?? (config.production ? 'warn' : 'info'),
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      // The query string of a GraphQL GET is the operation and its variables: only the path is logged.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
  };
}

/**
 * graphql-yoga's logger, written through the server's own. Debug output is dropped: yoga's debug lines
 * describe whole requests, variables (and so passwords) included.
 */
export function yogaLogger(log: FastifyBaseLogger) {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a): a is Error => a instanceof Error);
      const text = args.filter((a) => typeof a === 'string').join(' ');
      if (err) log[level]({ err }, text || 'graphql error');
      else log[level](text || 'graphql');
    };
  return { debug: () => undefined, info: write('info'), warn: write('warn'), error: write('error') };
}
