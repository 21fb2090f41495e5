import { describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';

const production = useTestApp({ NODE_ENV: 'production' });
const introspection = { query: '{ __schema { queryType { name } } }' };

describe('introspection and GraphiQL in production', () => {
  it('refuses introspection', async () => {
    const { status, body } = await graphql(production().app, 'main', introspection);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/introspection/i);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('does not serve GraphiQL', async () => {
    const response = await production().app.inject({
      method: 'GET',
      url: '/graphql/main/graphiql',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('validation messages in production', () => {
  it.each([
    ['main', '{ profil { id } }'],
    [
      'flights',
      '{ search_flights(input: { from: "SGN", to: "HAN", depart: "2030-01-01", seat_class: ECONOMI }) { n_o_a } }',
    ],
    [
      'flights',
      'query($c: SeatClassType) { flight_price_calendar(input: { from: "SGN", to: "HAN", around: "2030-01-01", seat_class: $c }) { date } }',
    ],
  ])('%s: %s names no field or value the client did not ask about', async (service, query) => {
    const { status, body } = await graphql(production().app, service, {
      query,
      variables: { c: 'ECONOMI' },
    });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|profile"|ECONOMY/);
  });
});
