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

/**
 * Path segments that follow these are bearer secrets: whoever reads one can open what it names. Quote links (the
 * direct-continue pages and call), member links, signing links and demo mail ids.
 */
const secretAfter = new Set([
  'direct-continue',
  'save-cart-direct-continue',
  'group-census-direct-continue',
  'pqs-direct-continue',
  'member-benefit-store',
  'sign-agreement',
  'get-demo-mail',
]);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/** A request's path fit for a log line: no query string (it may carry e-mail addresses and codes), no link secrets. */
export function loggedPath(url: string) {
  const segments = (url.split('?')[0] ?? '').split('/');
  return segments
    .map((segment, index) =>
      index > 0 && secretAfter.has(decoded(segments[index - 1] ?? '')) ? '[redacted]' : segment,
    )
    .join('/');
}

export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, path: loggedPath(request.url), requestId: request.id };
}

/** An error's text with e-mail addresses blanked (SMTP servers name the recipient they refuse), for logs and job output. */
export function withoutEmailAddresses(text: string) {
  return text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '[address]');
}

type Failure = Error & { code?: unknown; query?: unknown; cause?: unknown };

/** PostgreSQL's SQLSTATE: five digits and capitals, never without a digit (unlike Node's EPIPE). */
const sqlState = (error: Failure) =>
  typeof error.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(error.code) ? error.code : undefined;

/** A statement by what it does and to which table (`insert mail_messages`): its text and values stay out of logs. */
export function queryName(sql: string) {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete)\b/i.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * Errors as log lines. A failed query (drizzle wraps the driver's error, whose message, detail and parameters quote
 * the values written) is logged by its SQLSTATE code and statement name only; any other error by its type, message
 * and stack, e-mail addresses blanked.
 */
export function errorSerializer(error: Failure) {
  const chain: Failure[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < 5; link = (link as Failure).cause) {
    chain.push(link as Failure);
  }
  const query = chain.find((link) => typeof link.query === 'string')?.query as string | undefined;
  const code = chain.map(sqlState).find(Boolean);
  if (query !== undefined || code !== undefined) {
    const name = query === undefined ? 'unknown' : queryName(query);
    // The stack's first lines repeat the message; its frames name only code.
    const frames = String(error.stack)
      .split('\n')
      .filter((line) => /^\s+at /.test(line));
    return {
      type: 'DatabaseError',
      message: `${name} failed (${code ?? 'no code'})`,
      stack: frames.join('\n'),
      code: code ?? 'unknown',
      query: name,
    };
  }
  return {
    type: error.constructor?.name ?? 'Error',
    message: withoutEmailAddresses(String(error.message)),
    stack: withoutEmailAddresses(String(error.stack)),
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
  };
}
