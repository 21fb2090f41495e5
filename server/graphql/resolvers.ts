import type { IResolvers } from 'mercurius';
import type { ServiceName } from './services.js';

/**
 * The domain resolvers each service implements so far. A root field missing here answers
 * NOT_IMPLEMENTED (see register.ts). Resolvers stay thin: parse input, call server/domain.
 */
export const serviceResolvers: Partial<Record<ServiceName, IResolvers>> = {};
