import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * The captcha picture (CALL-18, a base64 PNG): characters drawn from stroke outlines, each in one of
 * several shapes (capital or small letter, straight or rounded strokes, jittered points), at its
 * own scale, rotation, slant, thickness and colour, with random spacing, then the whole picture
 * warped by two random waves and crossed by noise curves and dots. No two renderings of a
 * character are alike, so a matcher built from one rendering does not read the next.
 */

type Point = readonly [number, number];
type Strokes = readonly (readonly Point[])[];

/** Strokes on a 10 × 14 box (y down; descenders reach 18). */
const UPPER: Readonly<Record<string, Strokes>> = {
  '2': [
    [
      [0, 3],
      [2, 0],
      [8, 0],
      [10, 3],
      [10, 5],
      [0, 14],
      [10, 14],
    ],
  ],
  '3': [
    [
      [0, 1],
      [3, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [7, 7],
      [3, 7],
    ],
    [
      [7, 7],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 12],
    ],
  ],
  '4': [
    [
      [7, 14],
      [7, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  '5': [
    [
      [10, 0],
      [1, 0],
      [0, 6],
      [7, 6],
      [10, 9],
      [10, 12],
      [8, 14],
      [2, 14],
      [0, 12],
    ],
  ],
  '6': [
    [
      [9, 1],
      [6, 0],
      [3, 0],
      [0, 4],
      [0, 11],
      [2, 14],
      [8, 14],
      [10, 11],
      [10, 9],
      [8, 7],
      [2, 7],
      [0, 9],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
    [
      [3, 7],
      [8, 7],
    ],
  ],
  '8': [
    [
      [5, 7],
      [1, 5],
      [1, 2],
      [3, 0],
      [7, 0],
      [9, 2],
      [9, 5],
      [5, 7],
      [0, 10],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 12],
      [10, 10],
      [5, 7],
    ],
  ],
  '9': [
    [
      [10, 5],
      [8, 7],
      [2, 7],
      [0, 5],
      [0, 2],
      [2, 0],
      [8, 0],
      [10, 3],
      [10, 10],
      [7, 14],
      [3, 14],
      [1, 13],
    ],
  ],
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2, 9],
      [8, 9],
    ],
  ],
  C: [
    [
      [10, 2],
      [8, 0],
      [3, 0],
      [0, 3],
      [0, 11],
      [3, 14],
      [8, 14],
      [10, 12],
    ],
  ],
  E: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
      [10, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [10, 0],
      [0, 0],
      [0, 14],
    ],
    [
      [0, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [10, 14],
    ],
    [
      [0, 7],
      [10, 7],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [10, 0],
      [0, 8],
    ],
    [
      [3, 6],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 0],
      [5, 8],
      [10, 0],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 0],
      [10, 14],
      [10, 0],
    ],
  ],
  P: [
    [
      [0, 14],
      [0, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [0, 7],
    ],
  ],
  R: [
    [
      [0, 14],
      [0, 0],
      [8, 0],
      [10, 2],
      [10, 5],
      [8, 7],
      [0, 7],
    ],
    [
      [5, 7],
      [10, 14],
    ],
  ],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 11],
      [3, 14],
      [7, 14],
      [10, 11],
      [10, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [5, 14],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2, 14],
      [5, 5],
      [8, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [10, 14],
    ],
    [
      [10, 0],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
};

/** Small-letter shapes: the answer is read without regard to case, so either shape may be drawn. */
const LOWER: Readonly<Record<string, Strokes>> = {
  A: [
    [
      [1, 6],
      [3, 5],
      [8, 5],
      [9, 7],
      [9, 14],
    ],
    [
      [9, 9],
      [3, 9],
      [0, 11],
      [1, 14],
      [6, 14],
      [9, 12],
    ],
  ],
  C: [
    [
      [10, 6],
      [8, 5],
      [2, 5],
      [0, 8],
      [0, 12],
      [2, 14],
      [8, 14],
      [10, 13],
    ],
  ],
  E: [
    [
      [0, 10],
      [10, 10],
      [10, 7],
      [8, 5],
      [2, 5],
      [0, 8],
      [0, 12],
      [2, 14],
      [9, 14],
    ],
  ],
  F: [
    [
      [9, 1],
      [7, 0],
      [5, 0],
      [3, 2],
      [3, 14],
    ],
    [
      [0, 6],
      [8, 6],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [0, 8],
      [3, 5],
      [8, 5],
      [10, 7],
      [10, 14],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 14],
    ],
    [
      [9, 5],
      [0, 11],
    ],
    [
      [3, 9],
      [10, 14],
    ],
  ],
  M: [
    [
      [0, 14],
      [0, 5],
    ],
    [
      [0, 7],
      [2, 5],
      [4, 5],
      [5, 7],
      [5, 14],
    ],
    [
      [5, 7],
      [7, 5],
      [9, 5],
      [10, 7],
      [10, 14],
    ],
  ],
  N: [
    [
      [0, 14],
      [0, 5],
    ],
    [
      [0, 8],
      [3, 5],
      [8, 5],
      [10, 7],
      [10, 14],
    ],
  ],
  P: [
    [
      [0, 18],
      [0, 5],
    ],
    [
      [0, 7],
      [3, 5],
      [8, 5],
      [10, 7],
      [10, 11],
      [8, 13],
      [3, 13],
      [0, 11],
    ],
  ],
  R: [
    [
      [1, 14],
      [1, 5],
    ],
    [
      [1, 9],
      [4, 5],
      [9, 5],
    ],
  ],
  T: [
    [
      [4, 0],
      [4, 12],
      [6, 14],
      [9, 14],
    ],
    [
      [0, 5],
      [9, 5],
    ],
  ],
  U: [
    [
      [0, 5],
      [0, 12],
      [2, 14],
      [7, 14],
      [10, 11],
    ],
    [
      [10, 5],
      [10, 14],
    ],
  ],
  V: [
    [
      [0, 5],
      [5, 14],
      [10, 5],
    ],
  ],
  W: [
    [
      [0, 5],
      [2, 14],
      [5, 8],
      [8, 14],
      [10, 5],
    ],
  ],
  X: [
    [
      [0, 5],
      [10, 14],
    ],
    [
      [10, 5],
      [0, 14],
    ],
  ],
  Y: [
    [
      [0, 5],
      [5, 12],
    ],
    [
      [10, 5],
      [3, 18],
    ],
  ],
};

/** Characters a captcha uses: no 0/O, 1/I/L, B/8, S/5, G/6, Z/2 or D/Q, which people confuse. */
export const CAPTCHA_ALPHABET = Object.keys(UPPER).join('');

const WIDTH = 150;
const HEIGHT = 50;
const BACKGROUND = [246, 244, 238] as const;

/** A random number in [min, max). */
const uniform = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** Chaikin corner cutting: a rounded version of a stroke. */
function rounded(points: readonly Point[]): Point[] {
  if (points.length < 3) return [...points];
  let current: Point[] = [...points];
  for (let pass = 0; pass < 2; pass += 1) {
    const next: Point[] = [current[0]!];
    for (let i = 0; i < current.length - 1; i += 1) {
      const [ax, ay] = current[i]!;
      const [bx, by] = current[i + 1]!;
      next.push([ax * 0.75 + bx * 0.25, ay * 0.75 + by * 0.25], [ax * 0.25 + bx * 0.75, ay * 0.25 + by * 0.75]);
    }
    next.push(current[current.length - 1]!);
    current = next;
  }
  return current;
}

/** One of the shapes of a character, with its points jittered. */
function shapeOf(char: string): Strokes {
  const lower = LOWER[char];
  const base = lower && randomInt(2) === 1 ? lower : UPPER[char]!;
  const smooth = randomInt(2) === 1;
  return base.map((stroke) => {
    const jittered = stroke.map(([x, y]) => [x + uniform(-0.7, 0.7), y + uniform(-0.7, 0.7)] as Point);
    return smooth ? rounded(jittered) : jittered;
  });
}

/** Ink coverage of the characters, before the warp: 0 (none) to 1. */
function drawCharacters(answer: string): { ink: Float32Array; colours: Uint8Array } {
  const ink = new Float32Array(WIDTH * HEIGHT);
  const colours = new Uint8Array(WIDTH * HEIGHT * 3);
  const scales = [...answer].map(() => uniform(1.75, 2.3));
  const used = scales.reduce((sum, scale) => sum + scale * 10, 0);
  let cursor = uniform(4, Math.max(5, WIDTH - used - 4 * 6 - 4));
  for (const [index, char] of [...answer].entries()) {
    const scale = scales[index]!;
    const angle = uniform(-0.35, 0.35);
    const shear = uniform(-0.4, 0.4);
    const radius = uniform(0.9, 1.7);
    const colour = [randomInt(10, 110), randomInt(10, 110), randomInt(40, 160)];
    const top = uniform(5, Math.max(6, HEIGHT - 14 * scale - 5));
    const cx = 5;
    const cy = 7;
    const place = ([x, y]: Point): Point => {
      const dx = (x - cx + shear * (y - cy)) * scale;
      const dy = (y - cy) * scale;
      return [
        cursor + 5 * scale + dx * Math.cos(angle) - dy * Math.sin(angle),
        top + 7 * scale + dx * Math.sin(angle) + dy * Math.cos(angle),
      ];
    };
    for (const stroke of shapeOf(char)) {
      const points = stroke.map(place);
      for (let i = 0; i < points.length - 1; i += 1) stamp(ink, colours, points[i]!, points[i + 1]!, radius, colour);
    }
    cursor += scale * 10 + uniform(-1, 7);
  }
  return { ink, colours };
}

/** A thick line: discs of `radius` along it. */
function stamp(
  ink: Float32Array,
  colours: Uint8Array,
  [ax, ay]: Point,
  [bx, by]: Point,
  radius: number,
  colour: readonly number[],
): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) * 2));
  for (let s = 0; s <= steps; s += 1) {
    const px = ax + ((bx - ax) * s) / steps;
    const py = ay + ((by - ay) * s) / steps;
    for (let y = Math.floor(py - radius); y <= Math.ceil(py + radius); y += 1) {
      for (let x = Math.floor(px - radius); x <= Math.ceil(px + radius); x += 1) {
        if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) continue;
        const coverage = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x - px, y - py)));
        const i = y * WIDTH + x;
        if (coverage > ink[i]!) {
          ink[i] = coverage;
          colours.set(colour, i * 3);
        }
      }
    }
  }
}

/** Renders the answer as a PNG (see the module comment). */
export function renderCaptchaPng(answer: string): Buffer {
  const { ink, colours } = drawCharacters(answer.toUpperCase());
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const waves = [
    uniform(1.5, 3.5),
    uniform(18, 40),
    uniform(0, Math.PI * 2),
    uniform(1, 2.5),
    uniform(25, 60),
    uniform(0, Math.PI * 2),
  ] as const;
  const put = (x: number, y: number, rgb: readonly number[], alpha = 1) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    for (let c = 0; c < 3; c += 1) png.data[i + c] = Math.round(png.data[i + c]! * (1 - alpha) + rgb[c]! * alpha);
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const shade = Math.round(((x + y) % 17) / 4);
      put(x, y, [BACKGROUND[0] - shade, BACKGROUND[1] - shade, BACKGROUND[2] - shade]);
      // Warp: each pixel reads the characters from a point moved by two waves.
      const sx = Math.round(x + waves[0] * Math.sin((2 * Math.PI * y) / waves[1] + waves[2]));
      const sy = Math.round(y + waves[3] * Math.sin((2 * Math.PI * x) / waves[4] + waves[5]));
      if (sx < 0 || sy < 0 || sx >= WIDTH || sy >= HEIGHT) continue;
      const coverage = ink[sy * WIDTH + sx]!;
      if (coverage > 0) put(x, y, [...colours.subarray((sy * WIDTH + sx) * 3, (sy * WIDTH + sx) * 3 + 3)], coverage);
    }
  }
  // Noise curves in ink-like colours across the text, and dots.
  for (let line = 0; line < 2 + randomInt(2); line += 1) {
    const colour = [randomInt(20, 150), randomInt(20, 150), randomInt(40, 170)];
    const [y0, amplitude, period, phase, thick] = [
      uniform(12, HEIGHT - 12),
      uniform(3, 10),
      uniform(40, 140),
      uniform(0, 6.3),
      randomInt(2) === 1,
    ];
    for (let x = 0; x < WIDTH; x += 0.5) {
      const y = Math.round(y0 + amplitude * Math.sin((2 * Math.PI * x) / period + phase));
      put(Math.round(x), y, colour, 0.8);
      if (thick) put(Math.round(x), y + 1, colour, 0.5);
    }
  }
  for (let dot = 0; dot < 260 + randomInt(120); dot += 1) {
    const dark = randomInt(3) === 0;
    put(
      randomInt(WIDTH),
      randomInt(HEIGHT),
      dark
        ? [randomInt(20, 120), randomInt(20, 120), randomInt(40, 150)]
        : [150 + randomInt(90), 150 + randomInt(90), 150 + randomInt(90)],
    );
  }
  return PNG.sync.write(png);
}
