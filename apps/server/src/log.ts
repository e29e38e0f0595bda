import type { FastifyRequest } from 'fastify';

/** Paths pino blanks in every log line: cookies, credentials and the personal fields the API carries. */
export const logRedaction = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    '*.ssn',
    '*.email',
    '*.phone',
    '*.dob',
    '*.account_number',
    '*.routing_number',
    '*.card_number',
    '*.security_code',
  ],
  censor: '[redacted]',
};

/** Requests are logged by path only: query strings may carry e-mail addresses and codes. */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, path: request.url.split('?')[0], requestId: request.id };
}

/** An error's text with e-mail addresses blanked (SMTP servers name the recipient they refuse), for logs and job output. */
export function withoutEmailAddresses(text: string) {
  return text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '[address]');
}
