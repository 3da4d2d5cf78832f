import { useMemo } from 'react';
import { encode } from 'uqr';

/** The address as a QR code, drawn from the code's matrix (no markup is injected). */
export function DepositQr({ text }: { text: string }) {
  const path = useMemo(() => {
    const { data } = encode(text, { border: 2 });
    const cells: string[] = [];
    data.forEach((row, y) => row.forEach((dark, x) => dark && cells.push(`M${x} ${y}h1v1h-1z`)));
    return { d: cells.join(''), size: data.length };
  }, [text]);
  return (
    <svg
      className="deposit-qr"
      role="img"
      aria-label="QR code of the deposit address"
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
