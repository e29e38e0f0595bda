import { defaultLocale, type Locale, negotiateLocale } from '@openenroll/contract/locale';
import type { FastifyRequest } from 'fastify';

/** The language the caller reads: the store's pages send the visitor's choice as Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Locale =>
  negotiateLocale(request.headers['accept-language']) ?? defaultLocale;
