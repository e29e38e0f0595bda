import type { Locale } from '@openenroll/contract/locale';
import { negotiateLocale } from '@openenroll/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { SessionData } from '../session/session-service.ts';

/**
 * The language to write an e-mail or text message in: the request's when it names one the store speaks, else the one
 * the visitor chose for the session, else English.
 */
export function messageLanguage(request: FastifyRequest, session?: { data: SessionData } | null): Locale {
  return negotiateLocale(request.headers['accept-language']) ?? session?.data.language ?? 'en';
}
