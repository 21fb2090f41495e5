import type { FlightQuery } from '../../api/generated/flights';
import { useT } from '../../i18n/context';
import { AirlineBadge } from './AirlineBadge';
import { FlightTimes } from './FlightTimes';
import { stopsLabelKey } from './flightText';

export type FlightLeg = Pick<
  NonNullable<FlightQuery['flight']>,
  | 'airline'
  | 'flight_airline'
  | 'code'
  | 'departure'
  | 'arrival'
  | 'duration_minutes'
  | 'day_offset'
  | 'stops'
>;

/** A chosen flight's airline and times, as two children of the caller's grid. */
export function FlightLegSummary({ flight }: { flight: FlightLeg }) {
  const t = useT();
  return (
    <>
      <AirlineBadge
        airline={flight.airline}
        operator={flight.flight_airline}
        flightCode={flight.code}
      />
      <FlightTimes
        departure={flight.departure}
        arrival={flight.arrival}
        durationMinutes={flight.duration_minutes}
        dayOffset={flight.day_offset}
        stopsText={t(stopsLabelKey(flight.stops), { count: flight.stops })}
      />
    </>
  );
}
