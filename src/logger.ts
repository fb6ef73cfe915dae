import { pino, type Logger } from 'pino';

/** Structured logs. Redaction is a second line of defence: no code path logs headers or tokens. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        '*.authorization',
        '*.headers.authorization',
        '*.token',
        '*.webhookSecret',
        '*.urlSigningKey',
        '*.previousUrlSigningKey',
        '*.password',
        '*.ownerPassword',
        '*.userPassword',
        '*.owner_password',
        '*.user_password',
      ],
      censor: '[redacted]',
    },
  });
}
