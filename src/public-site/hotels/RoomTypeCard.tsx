import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PropertyDetailQuery } from '../../api/generated/property';
import { useLocale, useT } from '../../i18n/context';
import { formatNumber } from '../search/format';
import { RateRow } from './RateRow';
import { warningText } from '../warningText';

type RoomType = NonNullable<PropertyDetailQuery['property']>['room_types'][number];

export interface RoomTypeCardProps {
  room: RoomType;
  timeZone: string;
  /** False without dates: no rates to show or choose. */
  withDates: boolean;
  onChoose: (rateId: string) => void;
}

/** A room type: photo, size, beds, view, occupancy, and its rates (or sold out). */
export function RoomTypeCard({ room, timeZone, withDates, onChoose }: RoomTypeCardProps) {
  const t = useT();
  const { locale } = useLocale();
  const photo = room.photos[0];
  const facts = [
    room.size_m2 ? t('hotels.room.size', { size: formatNumber(room.size_m2, locale) }) : null,
    room.bed_type,
    room.view,
    t('hotels.room.occupancy', { smart_count: room.max_occupancy }),
  ].filter(Boolean);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`room-${room.id}`}
      sx={{ p: 2, mb: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
        {photo ? (
          <Box
            component="img"
            src={photo.url}
            alt={photo.label ?? ''}
            loading="lazy"
            width={200}
            height={140}
            sx={{
              width: '100%',
              height: 'auto',
              aspectRatio: '10 / 7',
              objectFit: 'cover',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          />
        ) : (
          <Box />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`room-${room.id}`} variant="h3">
            {room.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
          {room.amenities.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {room.amenities.map((a) => a.name).join(' · ')}
            </Typography>
          )}
          {withDates && room.rates.length === 0 && (
            <Typography sx={{ mt: 1, color: warningText, fontWeight: 600 }}>
              {t('hotels.room.soldOut')}
            </Typography>
          )}
        </Box>
      </Box>
      {room.rates.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
          {room.rates.map((rate) => (
            <RateRow
              key={rate.id}
              rate={rate}
              roomName={room.name}
              timeZone={timeZone}
              onChoose={() => onChoose(rate.id)}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
