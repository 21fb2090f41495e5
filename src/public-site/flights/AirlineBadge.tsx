import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';

export interface AirlineBadgeProps {
  airline: { code: string; name: string; logo?: string | null };
  operator?: { code: string; name: string } | null;
  flightCode: string;
}

/** Logo, airline name, flight number and the operating carrier when another airline flies it. */
export function AirlineBadge({ airline, operator, flightCode }: AirlineBadgeProps) {
  const t = useT();
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {airline.logo && !logoFailed ? (
        <Box
          component="img"
          src={airline.logo}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          onError={() => setLogoFailed(true)}
          sx={{ borderRadius: 0.5, flexShrink: 0 }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            width: 28,
            height: 28,
            borderRadius: 0.5,
            bgcolor: 'action.selected',
            fontSize: '0.7rem',
            fontWeight: 700,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {airline.code}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {airline.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {flightCode}
        </Typography>
        {operator && operator.code !== airline.code && (
          <Typography variant="body2" color="text.secondary">
            {t('flights.card.operatedBy', { airline: operator.name })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
