// The bare reference server of `npm run bench` (issue 24): Fastify + Mercurius + graphql-jit and
// nothing else — no admission control, security headers, rate limits, request log, envelope,
// cost or input guards, acting, compression. What the bench compares the real server with:
// - `{ __typename }` anonymously: the stack alone;
// - `{ __typename }` with `authorization: Bearer <token>`: the stack plus the session look-up
//   the real server does without its cache (findByAccessToken, one indexed query a request);
// - `search_flights` on the flights service's own SDL, resolved by the same domain function
//   (searchFlights: identical SQL, same named statements) on its own pool.
// Started by bench/reference.ts in its own process: DATABASE_URL, PORT, HOST.
import Fastify from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { tokenHash } from '../server/auth/crypto';
import { openDatabase } from '../server/db/client';
import { findByAccessToken } from '../server/domain/accounts/sessions-repository';
import { checkInput } from '../server/domain/context/input';
import { searchFlightsInput } from '../server/domain/inventory/flights/input';
import { searchFlights, type SearchFlightsInput } from '../server/domain/inventory/flights/search';
import { DateScalar, DateTimeScalar, JsonScalar } from '../server/graphql/scalars';
import { loadServiceSdl } from '../server/graphql/services';
import { flightSuppliers } from '../server/providers/inventory/index';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('the reference server needs DATABASE_URL');
const database = await openDatabase({ databaseUrl, dataDir: '', poolMax: 10, poolWaitMs: 1000 });
const suppliers = flightSuppliers(database);

interface Context {
  user: string | null;
}

const resolvers: IResolvers = {
  DateTime: DateTimeScalar,
  Date: DateScalar,
  JSON: JsonScalar,
  Query: {
    search_flights: (_: unknown, { input }: { input: SearchFlightsInput }) =>
      searchFlights(
        database.db,
        suppliers,
        checkInput(searchFlightsInput, input),
        'vi',
        new Date(),
        null,
      ),
  },
};

const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema: loadServiceSdl('flights'),
  resolvers,
  jit: 1,
  path: '/graphql',
  context: async (request): Promise<Context> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token) return { user: null };
    const row = await findByAccessToken(database.db, tokenHash(token), new Date());
    return { user: row?.userId ?? null };
  },
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
