import { useMemo } from 'react';
import { qrMatrix } from '../../../../common/qr-matrix';

/** A QR Code as SVG (dark on white, with the 4-module quiet zone scanners need). */
export function QrImage({
  text,
  label,
  size = 220,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { path, width } = useMemo(() => {
    const m = qrMatrix(text);
    const d: string[] = [];
    m.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }),
    );
    return { path: d.join(''), width: m.length + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
      data-qr={text}
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
