import { describe, expect, it } from 'vitest';
import { flightSearchParams, parseFlightQuery, toSearchFlightsInput } from './flightQuery';

const TODAY = '2026-03-01';
const parse = (qs: string) => parseFlightQuery(new URLSearchParams(qs), TODAY);

describe('flight query', () => {
  it('reads the spec parameters and filters, and writes them back', () => {
    const qs =
      'from=han&to=SGN&depart=2026-03-12&return=2026-03-15&n_o_a=2&n_o_c=1&n_o_i=1&type=business' +
      '&airlines=VN,VJ&stops=0&dep=morning&price_max=3000000&baggage=1&sort=duration&outbound=f1&outbound_seat=s1';
    const query = parse(qs);
    expect(query.problem).toBeNull();
    expect(query.criteria).toEqual({
      from: 'HAN',
      to: 'SGN',
      depart: '2026-03-12',
      return: '2026-03-15',
      party: { adults: 2, children: 1, infants: 1 },
      cabin: 'business',
    });
    expect(query.filters.airlines).toEqual(['VN', 'VJ']);
    expect(query.outbound).toBe('f1');
    expect(query.outboundSeat).toBe('s1');
    expect(parse(flightSearchParams(query).toString())).toEqual(query);
  });

  it('turns the query into search_flights input', () => {
    const input = toSearchFlightsInput(
      parse('from=HAN&to=SGN&depart=2026-03-12&dep=morning&stops=0,1&sort=departure'),
    );
    expect(input).toMatchObject({
      from: 'HAN',
      to: 'SGN',
      depart: '2026-03-12',
      return: null,
      n_o_a: 1,
      seat_class: 'ECONOMY',
      stops: [0, 1],
      depart_time_from: '06:00',
      depart_time_to: '11:59',
      airlines: null,
      sort: 'DEPARTURE',
      departure_flight_id: null,
    });
  });

  it.each([
    ['to=SGN&depart=2026-03-12', 'missing'],
    ['from=SGN&to=SGN&depart=2026-03-12', 'samePlaces'],
    ['from=HAN&to=SGN&depart=2026-02-20', 'departDate'],
    ['from=HAN&to=SGN&depart=2026-06-20', 'departDate'],
    ['from=HAN&to=SGN&depart=2026-03-12&return=2026-03-10', 'returnDate'],
  ])('flags %s as %s', (qs, problem) => {
    expect(parse(qs).problem).toBe(problem);
  });

  it('ignores the chosen outbound flight of a one-way search', () => {
    expect(parse('from=HAN&to=SGN&depart=2026-03-12&outbound=x').outbound).toBeNull();
  });
});
