import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { clusterMarkers } from './clusters';
import type { MapMarker, MapViewProps } from './mapTypes';

const VIETNAM = { latitude: 16.0, longitude: 106.5 };
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const markerStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.wf-price-marker': { background: 'none', border: 0 },
      '.wf-price-marker span': {
        display: 'inline-block',
        transform: 'translate(-50%, -100%)',
        padding: '2px 8px',
        borderRadius: 12,
        whiteSpace: 'nowrap',
        font: `700 12px/18px ${theme.typography.fontFamily}`,
        color: theme.palette.primary.contrastText,
        background: theme.palette.primary.main,
        boxShadow: '0 1px 3px rgba(0,0,0,.35)',
      },
      '.wf-price-marker.wf-selected span': {
        color: theme.palette.secondary.contrastText,
        background: theme.palette.secondary.main,
        outline: `2px solid ${theme.palette.background.paper}`,
      },
      '.wf-price-marker.wf-cluster span': {
        minWidth: 30,
        textAlign: 'center',
        color: theme.palette.text.primary,
        background: theme.palette.background.paper,
        border: `2px solid ${theme.palette.primary.main}`,
      },
      '.wf-price-marker:focus-visible span': {
        outline: `3px solid ${theme.palette.secondary.main}`,
      },
    })}
  />
);

/** Leaflet map with price markers (loaded lazily: only pages that show a map pay for Leaflet). */
export function LeafletMap(props: MapViewProps) {
  const {
    tileUrl,
    markers,
    center,
    bounds,
    fitKey,
    selectedId,
    onSelect,
    onMoved,
    zoom = 13,
  } = props;
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // True while the page itself moves the map (animate: false makes its moveend synchronous).
  const ownMove = useRef(false);
  const handlers = useRef({ onSelect, onMoved, clusterLabel: props.clusterLabel });
  const [zoomLevel, setZoomLevel] = useState<number | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const initial = useRef({
    center,
    bounds,
    zoom,
    zoomInText: props.zoomInText,
    zoomOutText: props.zoomOutText,
  });

  useEffect(() => {
    handlers.current = { onSelect, onMoved, clusterLabel: props.clusterLabel };
  }, [onSelect, onMoved, props.clusterLabel]);

  useEffect(() => {
    const instance = L.map(element.current!, { zoomControl: false, keyboard: true });
    L.control
      .zoom({ zoomInTitle: initial.current.zoomInText, zoomOutTitle: initial.current.zoomOutText })
      .addTo(instance);
    const tiles = L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: tileUrl.includes('openstreetmap') ? OSM_ATTRIBUTION : '',
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(instance);
    layer.current = L.layerGroup().addTo(instance);
    instance.on('zoomend', () => setZoomLevel(instance.getZoom()));
    instance.on('moveend', () => {
      if (ownMove.current) return;
      const view = instance.getBounds();
      handlers.current.onMoved?.({
        south: view.getSouth(),
        west: view.getWest(),
        north: view.getNorth(),
        east: view.getEast(),
      });
    });
    const { center: c, bounds: b, zoom: z } = initial.current;
    moveQuietly(ownMove, () => {
      if (b)
        instance.fitBounds(
          [
            [b.south, b.west],
            [b.north, b.east],
          ],
          { animate: false },
        );
      else {
        const point = c ?? VIETNAM;
        instance.setView([point.latitude, point.longitude], c ? z : 5, { animate: false });
      }
    });
    map.current = instance;
    setZoomLevel(instance.getZoom());
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const group = layer.current;
    const instance = map.current;
    if (!group || !instance || zoomLevel === null) return;
    group.clearLayers();
    // The chosen hotel always shows on its own; the others group where their pills would overlap.
    const selected = markers.find((m) => m.id === selectedId);
    if (selected) addPriceMarker(group, selected, true, handlers);
    const placed = markers
      .filter((m) => m !== selected)
      .map((m) => ({ item: m, ...instance.project([m.latitude, m.longitude], zoomLevel) }));
    for (const cluster of clusterMarkers(placed)) {
      if (cluster.items.length === 1) addPriceMarker(group, cluster.items[0], false, handlers);
      else addCluster(instance, group, cluster.items, handlers.current.clusterLabel);
    }
  }, [markers, selectedId, zoomLevel]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !fitKey || markers.length === 0) return;
    moveQuietly(ownMove, () =>
      instance.fitBounds(
        L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as [number, number])),
        { padding: [32, 32], maxZoom: 15, animate: false },
      ),
    );
    // Only a new search (fitKey) refits; new markers of the same search keep the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, markers.length > 0]);

  return (
    <Box sx={{ position: 'relative', height: props.height }}>
      {markerStyles}
      <Box
        ref={element}
        role="region"
        aria-label={props.label}
        sx={{ height: '100%', borderRadius: 1, bgcolor: 'action.hover' }}
      />
      {tilesFailed && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            left: 8,
            right: 8,
            bottom: 24,
            zIndex: 1000,
            p: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 2,
            fontSize: '0.8125rem',
          }}
        >
          {props.tilesFailedText}
        </Box>
      )}
    </Box>
  );
}

type Handlers = { current: Pick<MapViewProps, 'onSelect'> };

function addPriceMarker(group: L.LayerGroup, m: MapMarker, selected: boolean, handlers: Handlers) {
  const icon = L.divIcon({
    className: `wf-price-marker${selected ? ' wf-selected' : ''}`,
    html: `<span>${escapeHtml(m.text)}</span>`,
    iconSize: undefined,
  });
  const marker = L.marker([m.latitude, m.longitude], {
    icon,
    title: m.label,
    keyboard: true,
    zIndexOffset: selected ? 1000 : 0,
  });
  marker.addTo(group);
  asButton(marker, m.label, () => handlers.current.onSelect?.(m.id));
}

/** A count standing for overlapping hotels: Enter or a click zooms in until they come apart. */
function addCluster(
  instance: L.Map,
  group: L.LayerGroup,
  members: MapMarker[],
  label: (count: number) => string,
) {
  const bounds = L.latLngBounds(members.map((m) => [m.latitude, m.longitude] as [number, number]));
  const text = label(members.length);
  const marker = L.marker(bounds.getCenter(), {
    icon: L.divIcon({
      className: 'wf-price-marker wf-cluster',
      html: `<span>${members.length}</span>`,
      iconSize: undefined,
    }),
    title: text,
    keyboard: true,
    zIndexOffset: 500,
  });
  const zoomIn = () => {
    const zoom = instance.getZoom();
    const fit = instance.getBoundsZoom(bounds, false, L.point(64, 64));
    instance.setView(bounds.getCenter(), Math.min(instance.getMaxZoom(), Math.max(zoom + 1, fit)));
    // The markers are redrawn for the new zoom: keep keyboard focus on the map, not on <body>.
    instance.getContainer().focus({ preventScroll: true });
  };
  marker.addTo(group);
  asButton(marker, text, zoomIn);
}

/** A marker that acts as a button: named, and run by a click, Enter or Space. */
function asButton(marker: L.Marker, label: string, activate: () => void) {
  marker.on('click', activate);
  const element = marker.getElement();
  element?.setAttribute('aria-label', label);
  element?.setAttribute('role', 'button');
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    activate();
  });
}

function moveQuietly(flag: { current: boolean }, move: () => void): void {
  flag.current = true;
  try {
    move();
  } finally {
    flag.current = false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
