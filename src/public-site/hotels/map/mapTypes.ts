import type { Bounds } from '../hotelQuery';

export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Text on the marker (a price), and its accessible name. */
  text: string;
  label: string;
}

export interface MapViewProps {
  /** Tile URL template from /config.json (`mapTileUrl`). */
  tileUrl: string;
  markers: MapMarker[];
  /** Where to look when there are no markers yet. */
  center: { latitude: number; longitude: number } | null;
  /** Show exactly this area (a bounds search read back from the URL). */
  bounds?: Bounds | null;
  /** Fit the view to the markers whenever this changes (a new place search). */
  fitKey?: string | null;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Called after the person moves or zooms the map (never for moves the page makes). */
  onMoved?: (bounds: Bounds) => void;
  label: string;
  tilesFailedText: string;
  zoomInText: string;
  zoomOutText: string;
  /** Accessible name of a group of overlapping markers ("5 hotels: zoom in"). */
  clusterLabel: (count: number) => string;
  height: number | string;
  zoom?: number;
}
