import pino from 'pino';
import { config } from './config';

/**
 * Structured JSON logs. Personal data (emails, codes, tokens) is never passed to the logger; the
 * redact list is a second line of defence for fields that might carry it by accident.
 */
export const logger = pino({
  level: config.LOG_LEVEL,
  base: undefined,
  redact: {
    paths: ['email', 'otp', 'code', 'token', 'authorization', '*.email', '*.otp', '*.token', '*.authorization'],
    censor: '[redacted]',
  },
});
