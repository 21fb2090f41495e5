import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useT } from '../../i18n/context';
import type { Bounds } from './hotelQuery';
import { HotelMap } from './HotelMap';
import type { MapMarker } from './map/mapTypes';

export interface MapPaneProps {
  markers: MapMarker[];
  center: { latitude: number; longitude: number } | null;
  bounds: Bounds | null;
  fitKey: string | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  searchOnMove: boolean;
  onSearchOnMove: (on: boolean) => void;
  pending: Bounds | null;
  onMoved: (bounds: Bounds) => void;
  onSearchHere: () => void;
  height: string;
}

/** The map beside the list, the "search as I move the map" switch and "search this area". */
export function MapPane(props: MapPaneProps) {
  const t = useT();
  const ready = props.center !== null || props.bounds !== null;
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1,
          minHeight: 40,
        }}
      >
        <Box
          component="label"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, cursor: 'pointer', flexGrow: 1 }}
        >
          <input
            type="checkbox"
            checked={props.searchOnMove}
            onChange={(event) => props.onSearchOnMove(event.target.checked)}
            style={{ width: 18, height: 18, margin: 0 }}
          />
          {t('hotels.map.searchOnMove')}
        </Box>
        {!props.searchOnMove && props.pending && (
          <Button size="small" variant="contained" onClick={props.onSearchHere}>
            {t('hotels.map.searchHere')}
          </Button>
        )}
      </Box>
      {ready ? (
        <HotelMap
          markers={props.markers}
          center={props.center}
          bounds={props.bounds}
          fitKey={props.fitKey}
          selectedId={props.selectedId}
          onSelect={props.onSelect}
          onMoved={props.onMoved}
          height={props.height}
        />
      ) : (
        <Skeleton variant="rounded" height={props.height} aria-hidden="true" />
      )}
    </Box>
  );
}
