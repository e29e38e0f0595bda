import type { FastifyRequest } from 'fastify';

/** Cookies are Secure whenever the request came over HTTPS: directly, or through a proxy trusted by TRUST_PROXY. */
export const secureFor = (request: FastifyRequest) => request.protocol === 'https';
