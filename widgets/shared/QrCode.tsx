import { useEffect, useState } from 'react';

/**
 * The spec's QR defaults (DL-03, CONST-35): 200 px square with a 20 px margin, medium error
 * correction, the brand logo at 0.2 of the width in the middle. The 800 px drawing size and the
 * binarize threshold belong to raster drawing; this draws a vector, sharp at any size.
 */
export const QR_DEFAULTS = { size: 200, margin: 20, ecc: 'M', logoScale: 0.2 } as const;

type Encoded = { size: number; data: boolean[][] };

/** One path for all dark modules: a handful of bytes per module, drawn crisp by the browser. */
function modulesPath({ size, data }: Encoded): string {
  let path = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y]?.[x]) path += `M${x} ${y}h1v1h-1z`;
  return path;
}

/**
 * A QR code for `value`, drawn as SVG. The encoder loads with the first code shown (it is not in
 * the page's first JavaScript). Data too long for a QR code (DL-04) is caught: the link shows as
 * text instead (UNSPEC-78).
 */
export function QrCode({ value, label, logo }: { value: string; label: string; logo?: string }) {
  const [encoded, setEncoded] = useState<Encoded | 'overflow' | null>(null);
  useEffect(() => {
    let live = true;
    import('uqr')
      .then(({ encode }) => {
        try {
          const result = encode(value, { ecc: QR_DEFAULTS.ecc, border: 0 });
          if (live) setEncoded(result);
        } catch {
          if (live) setEncoded('overflow');
        }
      })
      .catch(() => live && setEncoded('overflow'));
    return () => {
      live = false;
    };
  }, [value]);
  const { size: box, margin, logoScale } = QR_DEFAULTS;
  if (encoded === 'overflow') {
    return (
      <a className="lv-qr__fallback" href={value} rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  // The margin in module units, so that it is 20 px of the 200 px square whatever the version.
  const modules = encoded?.size ?? 21;
  const pad = (modules * margin) / (box - 2 * margin);
  const view = modules + 2 * pad;
  const logoSize = view * logoScale;
  return (
    <svg
      className="lv-qr"
      role="img"
      aria-label={label}
      width={box}
      height={box}
      viewBox={`${-pad} ${-pad} ${view} ${view}`}
      shapeRendering="crispEdges"
    >
      <rect x={-pad} y={-pad} width={view} height={view} fill="#ffffff" />
      {encoded && <path d={modulesPath(encoded)} fill="#000000" />}
      {encoded && logo && (
        <image
          href={logo}
          x={(modules - logoSize) / 2}
          y={(modules - logoSize) / 2}
          width={logoSize}
          height={logoSize}
        />
      )}
    </svg>
  );
}
