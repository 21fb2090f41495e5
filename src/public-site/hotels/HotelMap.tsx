import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useConfig } from '../../app/configContext';
import { withChunkRecovery } from '../../app/chunkReload';
import { useLocale, useT } from '../../i18n/context';
import type { MapViewProps } from './map/mapTypes';

const LeafletMap = lazy(
  withChunkRecovery(() => import('./map/LeafletMap').then((m) => ({ default: m.LeafletMap }))),
);

export type HotelMapProps = Omit<
  MapViewProps,
  'tileUrl' | 'label' | 'tilesFailedText' | 'zoomInText' | 'zoomOutText' | 'clusterLabel'
>;

/** A map of hotels: Leaflet and its CSS load only here, after the list; tiles come from config. */
export function HotelMap(props: HotelMapProps) {
  const t = useT();
  const { locale } = useLocale();
  const { mapTileUrl } = useConfig();
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} aria-hidden="true" />}>
      <LeafletMap
        key={locale}
        {...props}
        tileUrl={mapTileUrl}
        label={t('hotels.map.label')}
        tilesFailedText={t('hotels.map.tilesFailed')}
        zoomInText={t('hotels.map.zoomIn')}
        zoomOutText={t('hotels.map.zoomOut')}
        clusterLabel={(count) => t('hotels.map.cluster', { smart_count: count })}
      />
    </Suspense>
  );
}
