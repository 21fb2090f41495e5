import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FlightPriceCalendarDocument, type SeatClassType } from '../../api/generated/flights';
import { useMoney } from '../../currency/useMoney';
import { useLocale, useT } from '../../i18n/context';
import { formatCalendarDate } from '../search/format';
import type { FlightParty } from '../search/party';
import { useGraphqlQuery } from '../search/useGraphqlQuery';

export interface PriceCalendarProps {
  from: string;
  to: string;
  /** The chosen date: the strip shows the week around it. */
  date: string;
  party: FlightParty;
  seatClass: SeatClassType;
  onPick: (date: string) => void;
}

const DAYS = 7;

/** The cheapest fare for the party on each day around the chosen date; a day opens its search. */
export function PriceCalendar({ from, to, date, party, seatClass, onPick }: PriceCalendarProps) {
  const t = useT();
  const { locale } = useLocale();
  const money = useMoney();
  const calendar = useGraphqlQuery('flights', FlightPriceCalendarDocument, {
    input: {
      from,
      to,
      around: date,
      n_o_a: party.adults,
      n_o_c: party.children,
      n_o_i: party.infants,
      seat_class: seatClass,
      days: DAYS,
    },
  });
  const days = calendar.data?.flight_price_calendar ?? [];
  const prices = days.map((d) => d.min_price).filter((p): p is number => p != null);
  const cheapest = prices.length ? Math.min(...prices) : null;
  const strip = useRef<HTMLElement>(null);
  // On narrow screens the strip scrolls: keep the chosen day in view.
  useEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="date"]');
    if (nav && current)
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [days.length, date]);
  if (calendar.status === 'error') return null; // the list itself still works; nothing to pick from
  return (
    <Box
      component="nav"
      ref={strip}
      aria-label={t('flights.calendar.label')}
      sx={{ overflowX: 'auto', mb: 2, position: 'relative' }}
    >
      <Box
        component="ul"
        sx={{
          display: 'grid',
          // Each day at least as wide as its longest line (a 12,345,000 ₫ fare overflowed a
          // fixed 96 px chip at 375 px); the strip scrolls sideways.
          gridTemplateColumns: `repeat(${DAYS}, minmax(max(96px, max-content), 1fr))`,
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {days.length === 0
          ? Array.from({ length: DAYS }, (_, i) => (
              <li key={i}>
                <Skeleton variant="rounded" height={58} />
              </li>
            ))
          : days.map((day) => {
              const label = formatCalendarDate(day.date, locale);
              const price =
                day.min_price != null ? money.format(day.min_price, day.currency) : null;
              const selected = day.date === date;
              return (
                <li key={day.date}>
                  <ButtonBase
                    disabled={price === null}
                    aria-current={selected ? 'date' : undefined}
                    onClick={() => onPick(day.date)}
                    sx={{
                      width: '100%',
                      minHeight: 58,
                      flexDirection: 'column',
                      borderRadius: 1,
                      border: selected ? 2 : 1,
                      borderColor: selected ? 'primary.main' : 'divider',
                      bgcolor: selected ? 'action.selected' : 'background.paper',
                      px: 1,
                      whiteSpace: 'nowrap',
                      '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: selected ? 700 : 500 }}>
                      {label}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{
                        fontWeight: 700,
                        color:
                          price && day.min_price === cheapest
                            ? 'success.main'
                            : price
                              ? 'text.primary'
                              : 'text.disabled',
                      }}
                    >
                      {price ?? t('flights.calendar.none')}
                    </Typography>
                  </ButtonBase>
                </li>
              );
            })}
      </Box>
    </Box>
  );
}
