import type { VehicleShape } from '@spt/i18n-content';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { artworkSrc, type SceneTheme } from './artwork';

/**
 * The drawings behind the site's artwork: one landmark scene per destination at dusk, and a side view
 * of each vehicle of the fleet. They are rendered once, at build time, into static files under /art
 * (see `artworkFiles` and scripts/prerender.mjs), so the pages show them as plain images and hydration
 * never walks their nodes. Only the server bundle imports this module; `Artwork` names the files.
 *
 * Everything here is deterministic (no clock, no Math.random): the same build draws the same files.
 */

// ---------------------------------------------------------------------------------------------------
// Shared helpers

/** One decimal is plenty at these sizes, and keeps the files small. */
const n = (value: number) => Math.round(value * 10) / 10;

/** Deterministic pseudo-random numbers in [0, 1). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function Svg({
  viewBox,
  children,
  fit = 'slice',
}: {
  viewBox: string;
  children: ReactNode;
  fit?: 'slice' | 'meet';
}) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a standalone image file; the <img> showing it carries the alt text.
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      preserveAspectRatio={fit === 'meet' ? 'xMidYMid meet' : 'xMidYMax slice'}
    >
      {children}
    </svg>
  );
}

function Stops({ stops }: { stops: readonly (readonly [number, string, number?])[] }) {
  return (
    <>
      {stops.map(([offset, color, opacity], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a gradient's stops never reorder
        <stop key={i} offset={offset} stopColor={color} stopOpacity={opacity} />
      ))}
    </>
  );
}

// ---------------------------------------------------------------------------------------------------
// Scenes: 800 x 500, anchored at the bottom when they fill a box.

/** Dusk skies, top to horizon. Each destination picks one, so neighbouring cards differ in light. */
const SKIES = {
  dusk: ['#0b1426', '#1c2947', '#443f63', '#96626a', '#dc9c6c', '#f3cd8c'],
  night: ['#070d1a', '#0f1b34', '#1f2c4f', '#404468', '#87697a', '#d2a470'],
  golden: ['#141c38', '#33365a', '#755a6c', '#c4835f', '#efb56e', '#f8dca2'],
  blue: ['#09132c', '#15305a', '#2d4f7f', '#6c7fa3', '#c5a68c', '#f2d3a0'],
  rose: ['#0e1630', '#272f55', '#5b4a6e', '#b06f78', '#e6a47e', '#f6d6a6'],
} as const;
type Sky = keyof typeof SKIES;
const SKY_OFFSETS = [0, 0.32, 0.58, 0.78, 0.92, 1];

/** Layer colours, far to near: haze, middle distance, foreground. Warm gold for lights and rims. */
const FAR = '#4a4a6c';
const MID = '#1d2542';
const NEAR = '#0d1324';
const INK = '#080c17';
const LIT = '#f6d38f';
const RIM = '#f2c98a';

/** Lit windows: a grid of small rectangles, some dark, as path data (one path per scene). */
function litWindows(x: number, y: number, w: number, h: number, cols: number, rows: number, seed: number) {
  const rand = rng(seed);
  const cw = w / (cols * 2 + 1);
  const rh = h / (rows * 2 + 1);
  let d = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (rand() < 0.4) continue;
      d += `M${n(x + cw * (c * 2 + 1))} ${n(y + rh * (r * 2 + 1))}h${n(cw)}v${n(rh)}h${n(-cw)}z`;
    }
  return d;
}

type Gable = 'step' | 'bell' | 'neck' | 'spout' | 'pitched' | 'flat';

/** A Dutch or Flemish house front: body and gable as one closed path. */
function house(x: number, base: number, w: number, h: number, gable: Gable): string {
  const top = base - h;
  const g = gable === 'flat' ? 0 : Math.min(w * 0.75, h * 0.45);
  const eave = top + g;
  const L = `M${n(x)} ${n(base)}V${n(eave)}`;
  const R = `V${n(base)}Z`;
  switch (gable) {
    case 'step': {
      const steps = 3;
      const sw = w / (steps * 2 + 1);
      const rise = g / steps;
      let d = L;
      for (let i = 0; i < steps; i++) d += `h${n(sw)}v${n(-rise)}`;
      d += `h${n(sw)}`;
      for (let i = 0; i < steps; i++) d += `v${n(rise)}h${n(sw)}`;
      return d + R;
    }
    case 'bell':
      return `${L}C${n(x)} ${n(eave - g * 0.35)} ${n(x + w * 0.25)} ${n(eave - g * 0.5)} ${n(x + w * 0.3)} ${n(top + g * 0.25)}Q${n(x + w / 2)} ${n(top - 8)} ${n(x + w * 0.7)} ${n(top + g * 0.25)}C${n(x + w * 0.75)} ${n(eave - g * 0.5)} ${n(x + w)} ${n(eave - g * 0.35)} ${n(x + w)} ${n(eave)}${R}`;
    case 'neck':
      return `${L}Q${n(x + w * 0.2)} ${n(eave)} ${n(x + w * 0.25)} ${n(eave - g * 0.45)}V${n(top + 6)}L${n(x + w / 2)} ${n(top - 4)}L${n(x + w * 0.75)} ${n(top + 6)}V${n(eave - g * 0.45)}Q${n(x + w * 0.8)} ${n(eave)} ${n(x + w)} ${n(eave)}${R}`;
    case 'spout':
      return `${L}L${n(x + w * 0.32)} ${n(top + g * 0.3)}V${n(top)}H${n(x + w * 0.68)}V${n(top + g * 0.3)}L${n(x + w)} ${n(eave)}${R}`;
    case 'pitched':
      return `${L}L${n(x + w / 2)} ${n(top)}L${n(x + w)} ${n(eave)}${R}`;
    default:
      return `M${n(x)} ${n(base)}V${n(top)}H${n(x + w)}${R}`;
  }
}

/** A street of houses between two x positions; returns the fronts and their lit windows. */
function street(
  base: number,
  from: number,
  to: number,
  seed: number,
  gables: Gable[],
  [minH, maxH]: [number, number],
  [minW, maxW]: [number, number] = [34, 54],
) {
  const rand = rng(seed);
  let fronts = '';
  let lights = '';
  let x = from;
  let i = 0;
  while (x < to) {
    const w = minW + Math.round(rand() * (maxW - minW));
    const h = minH + Math.round(rand() * (maxH - minH));
    const kind = gables[i % gables.length] ?? 'pitched';
    fronts += house(x, base, w, h, kind);
    const g = Math.min(w * 0.75, h * 0.45);
    const cols = w > 44 ? 3 : 2;
    const rows = Math.max(2, Math.round((h - g) / 24));
    lights += litWindows(x + 3, base - h + g + 4, w - 6, h - g - 8, cols, rows, seed + i * 11);
    x += w + 1;
    i++;
  }
  return { fronts, lights };
}

/** A round-topped tree or a row of them. */
function trees(base: number, xs: number[], size: number): string {
  return xs
    .map((x, i) => {
      const r = size * (0.8 + ((i * 37) % 5) / 10);
      return `M${n(x - r)} ${base}a${n(r)} ${n(r * 1.1)} 0 1 1 ${n(2 * r)} 0z`;
    })
    .join('');
}

/** A Zaan-style smock mill: tapered octagonal body, stage, cap and four latticed sails. */
function windmill(x: number, base: number, s: number, angle: number, fill: string, key: string) {
  const h = 150 * s;
  const top = base - h;
  const hub = { x, y: top + 6 * s };
  const sail = 92 * s;
  let lattice = '';
  for (let k = 0; k < 4; k++) {
    const a = ((angle + k * 90) * Math.PI) / 180;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    // The sail's frame sits on one side of its stock, from 18% to 100% of its length.
    const px = -uy * 12 * s;
    const py = ux * 12 * s;
    const p = (t: number, side: number) =>
      `${n(hub.x + ux * sail * t + px * side)} ${n(hub.y + uy * sail * t + py * side)}`;
    lattice += `M${p(0.18, 0)}L${p(1, 0)}M${p(0.18, 1)}L${p(1, 1)}`;
    for (let t = 0.18; t <= 1.001; t += 0.164) lattice += `M${p(t, 0)}L${p(t, 1)}`;
  }
  const stage = top + h * 0.45;
  return (
    <g key={key}>
      <path
        d={`M${n(x - 24 * s)} ${base}L${n(x - 14 * s)} ${n(top + 14 * s)}H${n(x + 14 * s)}L${n(x + 24 * s)} ${base}ZM${n(x - 16 * s)} ${n(top + 16 * s)}Q${n(x)} ${n(top - 10 * s)} ${n(x + 16 * s)} ${n(top + 16 * s)}ZM${n(x - 30 * s)} ${n(stage)}h${n(60 * s)}v${n(3 * s)}h${n(-60 * s)}z`}
        fill={fill}
      />
      <path
        d={`M${n(x - 30 * s)} ${n(stage + 3 * s)}l${n(-4 * s)} ${n(12 * s)}M${n(x + 30 * s)} ${n(stage + 3 * s)}l${n(4 * s)} ${n(12 * s)}`}
        stroke={fill}
        strokeWidth={n(1.5 * s)}
      />
      <path d={lattice} stroke={fill} strokeWidth={n(1.6 * s)} fill="none" strokeLinecap="round" />
      <circle cx={n(hub.x)} cy={n(hub.y)} r={n(3.5 * s)} fill={fill} />
      <rect
        x={n(x - 3 * s)}
        y={n(stage - 26 * s)}
        width={n(6 * s)}
        height={n(8 * s)}
        fill={LIT}
        opacity="0.8"
      />
    </g>
  );
}

/** Gentle gold ripples on water, deterministic. */
function ripples(y: number, seed: number, centre: number, count = 16): string {
  const rand = rng(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const ly = y + 8 + i * ((500 - y - 10) / count);
    const spread = 30 + i * 10;
    const lx = centre - spread + rand() * spread * 2 - 20;
    d += `M${n(lx)} ${n(ly)}h${n(14 + rand() * (20 + i * 4))}`;
  }
  return d;
}

interface SceneSpec {
  sky: Sky;
  /** Where the sun sets, and the horizon. */
  sun: number;
  horizon: number;
  /** The waterline, when the scene has water in front: the landmark is mirrored in it. */
  water?: number;
  /** Hazy far distance, drawn behind the landmark. */
  far?: () => ReactNode;
  /** The landmark and its surroundings (mirrored in the water). */
  land: () => ReactNode;
  /** What stands in front of the water or the ground: boats, reeds, bridges, flowers. */
  front?: () => ReactNode;
  /** Extra gradients the scene uses. */
  defs?: () => ReactNode;
}

const TALL_HOUSES: Gable[] = ['bell', 'step', 'neck', 'spout', 'bell', 'neck'];

const SCENES: Record<SceneTheme, SceneSpec> = {
  // Schiphol: the control tower at dusk, a climbing jet and the runway lights.
  runway: {
    sky: 'dusk',
    sun: 520,
    horizon: 360,
    far: () => (
      <path d="M0 360V342h90v-10h140v28ZM300 360v-14h120v14ZM640 360v-22h160v22Z" fill={FAR} opacity="0.7" />
    ),
    land: () => (
      <g>
        <path d="M0 360h800v140H0Z" fill="url(#art-ground)" />
        <path d="M352 360h96l330 140H22Z" fill="#141c30" />
        <path
          d={Array.from({ length: 8 }, (_, i) => {
            const t = (i + 1) / 9;
            const y = 362 + t * t * 138;
            return `M${n(398 - t * 2)} ${n(y)}h${n(4 + t * 4)}v${n(1 + t * 4)}h${n(-4 - t * 4)}z`;
          }).join('')}
          fill="#e9dcc0"
          opacity="0.7"
        />
        <g fill={LIT}>
          {Array.from({ length: 10 }, (_, i) => {
            const t = i / 9;
            const y = 362 + t * t * 136;
            const spread = 50 + t * 330;
            const r = n(1.2 + t * 3.2);
            return (
              <g key={spread} opacity={n(0.45 + t * 0.55)}>
                <circle cx={n(400 - spread)} cy={n(y)} r={r} />
                <circle cx={n(400 + spread)} cy={n(y)} r={r} />
              </g>
            );
          })}
        </g>
        <path
          d="M590 362V196l4-18h-12l-6-10h-4v-6h64v6h-4l-6 10h-12l4 18v166ZM596 150h8v-22h2v22h8l10 12h-38Z"
          fill={MID}
        />
        <path d="M574 162h52l-6 10h-40Z" fill={LIT} opacity="0.75" />
        <path d="M586 172h28" stroke={RIM} strokeOpacity="0.6" />
        <path d="M591 196V360" stroke={RIM} strokeOpacity="0.35" strokeWidth="2" />
        <path d="M0 360v-22h210v22ZM660 360v-30h140v30Z" fill={MID} />
        <path
          d="M8 344h196M668 338h126M668 348h126"
          stroke={LIT}
          strokeOpacity="0.55"
          strokeWidth="2"
          strokeDasharray="6 3"
        />
      </g>
    ),
    front: () => (
      <g>
        <g transform="translate(452 150) rotate(-13) scale(0.6)">
          <path d="M0 0C10-5 40-7 150-6c16 1 26 4 30 8-4 4-14 7-30 8L20 12C8 11 2 6 0 0Z" fill="#c9d0dc" />
          <path d="M70 2 40-44h16l48 44ZM78 8 56 46h15l44-38ZM6-2-10-30H2L26-2Z" fill="#a9b2c2" />
          <path d="M60 10h22v5H60ZM92 10h22v5H92Z" fill="#7d8798" />
          <path d="M20-1h150" stroke="#eef1f6" strokeWidth="1.5" strokeDasharray="3 5" opacity="0.7" />
          <circle cx="-8" cy="-30" r="2.2" fill="#ff6b6b" />
          <circle cx="52" cy="-44" r="2" fill="#fff" />
        </g>
        <path
          d="M250 238C330 210 400 180 448 156"
          stroke="#e6dccb"
          strokeOpacity="0.22"
          strokeWidth="3"
          fill="none"
        />
      </g>
    ),
  },

  // The services page: an evening motorway with light trails towards a distant city.
  motorway: {
    sky: 'blue',
    sun: 600,
    horizon: 330,
    far: () => (
      <g fill={FAR} opacity="0.75">
        <path d="M430 330v-40h18v-22h14v22h12v-56h22v56h10v-30h20v70ZM560 330v-64h16v-20h20v84ZM610 330v-36h40v36ZM660 330v-80h12v-16h12v96ZM700 330v-30h60v30Z" />
      </g>
    ),
    land: () => (
      <g>
        <path d="M0 330h800v170H0Z" fill="url(#art-ground)" />
        <path d="M470 330h22C520 380 600 430 800 470v30H110C260 440 420 400 470 330Z" fill="#182138" />
        <path
          d="M480 332C470 380 380 440 200 500"
          stroke="#e8e1d2"
          strokeOpacity="0.35"
          strokeWidth="2"
          strokeDasharray="12 10"
          fill="none"
        />
        <path d="M140 330V214h10v-8h400v8h10v116h-10V222H150v108Z" fill={MID} />
        <path d="M196 228h110v34H196ZM330 228h110v34H330Z" fill="#23507a" />
        <path
          d="M206 240h60M206 250h80M340 240h70M340 250h50"
          stroke="#e8eef6"
          strokeOpacity="0.7"
          strokeWidth="3"
        />
      </g>
    ),
    defs: () => (
      <>
        <linearGradient id="art-red" x1="0" y1="0" x2="1" y2="0">
          <Stops
            stops={[
              [0, '#ff5a4e', 0],
              [1, '#ff5a4e', 0.95],
            ]}
          />
        </linearGradient>
        <linearGradient id="art-white" x1="1" y1="0" x2="0" y2="0">
          <Stops
            stops={[
              [0, '#fff6e0', 0],
              [1, '#fff6e0', 0.95],
            ]}
          />
        </linearGradient>
      </>
    ),
    front: () => (
      <g fill="none" strokeLinecap="round">
        <path d="M484 334C500 380 580 430 800 462" stroke="url(#art-red)" strokeWidth="3" />
        <path d="M488 334C508 386 600 440 800 478" stroke="url(#art-red)" strokeWidth="2" />
        <path d="M476 334C460 384 360 440 170 500" stroke="url(#art-white)" strokeWidth="3" />
        <path d="M472 334C450 380 330 430 120 490" stroke="url(#art-white)" strokeWidth="2" />
      </g>
    ),
  },

  // Giethoorn: thatched farmhouses, a humped footbridge and a whisper boat on the canal.
  canal: {
    sky: 'golden',
    sun: 300,
    horizon: 330,
    water: 372,
    far: () => <path d={trees(336, [20, 80, 150, 330, 420, 690, 760], 30)} fill={FAR} opacity="0.6" />,
    land: () => (
      <g>
        <path d={`M0 372V340h800v32Z${trees(350, [40, 250, 300, 560, 740], 36)}`} fill={MID} />
        <path
          d="M90 372v-34h120v34ZM70 342C96 330 120 268 150 262c30 6 54 68 80 80ZM470 372v-38h150v38ZM450 338c30-14 60-84 95-90 35 6 65 76 95 90Z"
          fill={NEAR}
        />
        <path
          d="M70 342C96 330 120 268 150 262c30 6 54 68 80 80M450 338c30-14 60-84 95-90 35 6 65 76 95 90"
          stroke={RIM}
          strokeOpacity="0.45"
          strokeWidth="2"
          fill="none"
        />
        <path
          d="M112 348h12v12h-12ZM176 348h12v12h-12ZM492 344h14v14h-14ZM582 344h14v14h-14ZM538 300h12v12h-12Z"
          fill={LIT}
        />
        <path d="M300 372c20-34 120-34 140 0" stroke={NEAR} strokeWidth="7" fill="none" />
        <path
          d="M300 356c20-30 120-30 140 0M318 352v-8M340 342v-7M370 338v-7M400 342v-7M422 352v-8"
          stroke={NEAR}
          strokeWidth="3"
          fill="none"
        />
      </g>
    ),
    front: () => (
      <g>
        <path d="M250 430h170c-6 12-18 18-34 18H270c-12 0-18-8-20-18Z" fill={INK} />
        <path d="M262 430v-10h40v10M282 412v8" stroke={INK} strokeWidth="3" fill="none" />
        <circle cx="282" cy="410" r="4" fill={LIT} />
        <path
          d="M0 500V452c8-30 12-50 10-70M14 500c4-40 10-60 22-86M28 500c2-30-2-50-8-70M760 500c2-40 8-60 20-90M776 500c0-40 4-56 14-74M790 500c-2-30 0-50 8-66"
          stroke={INK}
          strokeWidth="3"
          fill="none"
        />
      </g>
    ),
  },

  // Amsterdam: gabled canal houses, a lit arched bridge and the Westerkerk tower.
  canalHouses: {
    sky: 'dusk',
    sun: 560,
    horizon: 360,
    water: 372,
    far: () => (
      <path
        d="M612 372V200h-4v-10h8v-16h-4v-10l10-22 10 22v10h-4v16h8v10h-4v172Z"
        fill={FAR}
        opacity="0.85"
      />
    ),
    land: () => {
      const left = street(372, -10, 300, 7, TALL_HOUSES, [120, 190], [36, 50]);
      const right = street(372, 470, 820, 19, TALL_HOUSES, [130, 200], [36, 50]);
      return (
        <g>
          <path d={left.fronts + right.fronts} fill={MID} />
          <path d={left.lights + right.lights} fill={LIT} opacity="0.85" />
          <path d="M290 372v-22h190v22Z" fill={NEAR} />
        </g>
      );
    },
    front: () => (
      <g>
        <path d="M250 372h300v14c-40 0-70-40-150-40s-110 40-150 40Z" fill={NEAR} />
        <path d="M250 366h300" stroke={NEAR} strokeWidth="4" />
        <path
          d="M268 384c40-8 70-40 132-40s92 32 132 40"
          stroke={LIT}
          strokeWidth="3"
          strokeDasharray="0.1 11"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M330 366v-26M470 366v-26" stroke={NEAR} strokeWidth="2" />
        <circle cx="330" cy="338" r="3.5" fill={LIT} />
        <circle cx="470" cy="338" r="3.5" fill={LIT} />
      </g>
    ),
  },

  // Bruges: the Belfry over the Rozenhoedkaai's stepped gables.
  medieval: {
    sky: 'rose',
    sun: 440,
    horizon: 380,
    water: 390,
    land: () => {
      const left = street(390, -10, 420, 5, ['step', 'step', 'pitched', 'step'], [80, 130], [40, 58]);
      const right = street(390, 600, 820, 29, ['step', 'pitched', 'step'], [90, 140], [40, 56]);
      return (
        <g>
          <path
            d="M480 390V176h-6v-14h6v-10h80v10h6v14h-6v214ZM490 152V120h-6l4-8h64l4 8h-6v32ZM498 112V78h44v34ZM503 78l17-26 17 26ZM520 52V34"
            fill={MID}
            stroke={MID}
            strokeWidth="2"
          />
          <path
            d="M476 152h-6l5-14 5 14ZM570 152h-6l5-14 5 14ZM484 112h-4l4-12 4 12ZM560 112h-4l4-12 4 12Z"
            fill={MID}
          />
          <path
            d="M498 190h10v40h-10ZM532 190h10v40h-10ZM498 250h10v40h-10ZM532 250h10v40h-10ZM506 86h8v18h-8ZM526 86h8v18h-8Z"
            fill={LIT}
            opacity="0.8"
          />
          <circle cx="520" cy="136" r="8" fill="none" stroke={RIM} strokeWidth="2" />
          <path d="M560 176V390M552 120v32M542 78v34" stroke={RIM} strokeOpacity="0.45" strokeWidth="2" />
          <path d={left.fronts + right.fronts} fill={NEAR} />
          <path d={left.lights + right.lights} fill={LIT} opacity="0.75" />
        </g>
      );
    },
    front: () => <path d={`M0 500V424c30 8 60 4 90-6v82Z${trees(430, [24, 70], 28)}`} fill={INK} />,
  },

  // Tilburg: the Paleis-Raadhuis, King Willem II's palace, with its corner turrets.
  palace: {
    sky: 'blue',
    sun: 400,
    horizon: 390,
    far: () => <path d={trees(392, [40, 110, 180, 620, 690, 760], 34)} fill={FAR} opacity="0.6" />,
    land: () => (
      <g>
        <path d="M0 390h800v110H0Z" fill="url(#art-ground)" />
        <path
          d="M250 390V250h300v140ZM236 390V210h44v180ZM520 390V210h44v180ZM232 210l26-50 26 50ZM516 210l26-50 26 50ZM256 160v-14M542 160v-14ZM360 250v-26l40-40 40 40v26Z"
          fill={MID}
          stroke={MID}
          strokeWidth="2"
        />
        <path
          d="M250 250l14-12 14 12ZM300 250l10-10 10 10ZM470 250l10-10 10 10ZM522 250l14-12 14 12Z"
          fill={MID}
        />
        <path
          d="M236 210V390M520 210V390M232 210l26-50M360 224l40-40"
          stroke={RIM}
          strokeOpacity="0.4"
          strokeWidth="2"
          fill="none"
        />
        <path
          d={`${litWindows(290, 262, 70, 120, 2, 3, 3)}${litWindows(440, 262, 70, 120, 2, 3, 9)}M388 300a12 12 0 0 1 24 0v30h-24ZM246 230h24v20h-24ZM530 230h24v20h-24Z`}
          fill={LIT}
          opacity="0.85"
        />
        <circle cx="400" cy="216" r="10" fill="none" stroke={LIT} strokeWidth="2" />
        <path d="M380 390v-32a20 20 0 0 1 40 0v32Z" fill={INK} />
      </g>
    ),
    front: () => (
      <g>
        <path d="M120 500V410M680 500V410" stroke={INK} strokeWidth="4" />
        <circle cx="120" cy="406" r="7" fill={LIT} />
        <circle cx="680" cy="406" r="7" fill={LIT} />
        <path d={trees(470, [20, 780], 60)} fill={INK} />
      </g>
    ),
  },

  // Keukenhof: tulip fields in stripes, a windmill on the horizon and tulips in front.
  tulips: {
    sky: 'golden',
    sun: 250,
    horizon: 300,
    far: () => <path d={trees(302, [40, 100, 160, 420, 480, 720, 780], 24)} fill={FAR} opacity="0.6" />,
    land: () => {
      const colours = ['#c23b4d', '#e9b949', '#d9658a', '#7a4f9a', '#f0e3c8', '#d8503c'];
      return (
        <g>
          <path d="M0 300h800v200H0Z" fill={MID} />
          {Array.from({ length: 14 }, (_, i) => {
            const x0 = -900 + i * 200;
            return (
              <path
                key={x0}
                d={`M${n(400 + (x0 - 400) * 0.02)} 304L${x0} 500h${i % 2 ? 90 : 150}L${n(400 + (x0 + (i % 2 ? 90 : 150) - 400) * 0.02)} 304Z`}
                fill={i % 2 ? '#2b3a2e' : colours[(i >> 1) % colours.length]}
                opacity={i % 2 ? 0.9 : 0.85}
              />
            );
          })}
          <rect y="300" width="800" height="60" fill="url(#art-mist)" />
          {windmill(600, 304, 0.62, 18, NEAR, 'mill')}
        </g>
      );
    },
    defs: () => (
      <linearGradient id="art-mist" x1="0" y1="0" x2="0" y2="1">
        <Stops
          stops={[
            [0, '#f3cd8c', 0.45],
            [1, '#f3cd8c', 0],
          ]}
        />
      </linearGradient>
    ),
    front: () => (
      <g>
        {[30, 78, 122, 170, 640, 690, 742, 786].map((x, i) => {
          const top = 430 + (i % 3) * 12;
          const colour = ['#d23a4e', '#efbe4c', '#e06d92'][i % 3];
          return (
            <g key={x}>
              <path d={`M${x} 500V${top + 14}`} stroke="#2f4a33" strokeWidth="3" />
              <path d={`M${x} 500c-14-20-16-34-12-46 4 10 8 22 12 30`} fill="#2f4a33" />
              <path d={`M${x - 10} ${top}c0 12 4 18 10 18s10-6 10-18l-5 6-5-9-5 9Z`} fill={colour} />
            </g>
          );
        })}
      </g>
    ),
  },

  // Marken: the Paard van Marken lighthouse on its dyke, sails on the IJsselmeer.
  lighthouse: {
    sky: 'night',
    sun: 180,
    horizon: 352,
    water: 362,
    defs: () => (
      <linearGradient id="art-beam" x1="0" y1="0" x2="1" y2="0">
        <Stops
          stops={[
            [0, '#fbe9c4', 0.75],
            [1, '#fbe9c4', 0],
          ]}
        />
      </linearGradient>
    ),
    land: () => (
      <g>
        <path d="M540 214 800 160v110Z" fill="url(#art-beam)" />
        <path d="M300 362c60-16 140-20 220-20h280v20Z" fill={MID} />
        <path d="M470 344v-56h110v56ZM462 290l63-44 63 44Z" fill="#d9dde4" />
        <path d="M462 290l63-44 63 44" stroke={MID} strokeWidth="5" fill="none" />
        <path d="M512 250V204h30v46Z" fill="#eef0f3" />
        <path d="M506 204h42v-6h-42ZM514 198v-20h26v20ZM512 178l15-12 15 12Z" fill={MID} />
        <rect x="516" y="182" width="22" height="14" fill={LIT} />
        <path d="M488 306h14v18h-14ZM548 306h14v18h-14Z" fill={LIT} opacity="0.8" />
        <path d="M470 344h110" stroke={MID} strokeWidth="3" />
      </g>
    ),
    front: () => (
      <g fill={INK}>
        <path d="M120 356h64l-8 10h-50ZM150 356V286l30 66ZM146 352V296l-24 56Z" />
        <path d="M250 354h40l-5 7h-32ZM268 354V312l20 40Z" opacity="0.8" />
        <path d="M0 500V440c200-30 500-20 800 10v50Z" />
      </g>
    ),
  },

  // Volendam: harbour houses on the dyke and the wooden fishing boats with their tall masts.
  harbour: {
    sky: 'rose',
    sun: 360,
    horizon: 352,
    water: 362,
    land: () => {
      const row = street(352, -10, 820, 13, ['pitched', 'pitched', 'spout', 'pitched'], [60, 96], [36, 50]);
      return (
        <g>
          <path d={row.fronts} fill={MID} />
          <path d={row.lights} fill={LIT} opacity="0.8" />
          <path d="M0 362v-12h800v12Z" fill={NEAR} />
        </g>
      );
    },
    front: () => (
      <g fill={INK}>
        {[
          [110, 1],
          [360, 1.25],
          [610, 0.95],
        ].map(([x = 0, s = 1]) => (
          <g key={x}>
            <path
              d={`M${x} ${n(380 + 8 * s)}c${n(20 * s)} ${n(22 * s)} ${n(130 * s)} ${n(22 * s)} ${n(150 * s)} 0l${n(6 * s)} ${n(-14 * s)}H${n(x - 8 * s)}Z`}
            />
            <path
              d={`M${n(x + 70 * s)} ${n(378 - 2 * s)}V${n(380 - 150 * s)}`}
              stroke={INK}
              strokeWidth={n(3 * s)}
            />
            <path
              d={`M${n(x + 72 * s)} ${n(380 - 140 * s)}l${n(60 * s)} ${n(24 * s)}L${n(x + 72 * s)} ${n(374)}Z`}
              fill="#6b3b2c"
              opacity="0.9"
            />
            <circle cx={n(x + 72 * s)} cy={n(380 - 150 * s)} r={n(2.5 * s)} fill={LIT} />
          </g>
        ))}
      </g>
    ),
  },

  // Zwolle: the Sassenpoort with its four turrets, the Peperbus tower behind.
  cityGate: {
    sky: 'dusk',
    sun: 420,
    horizon: 380,
    water: 392,
    far: () => (
      <path
        d="M230 392V180h-4v-8h38v8h-4v212ZM232 172v-30h28v30ZM236 142c-6-16 4-24 10-28 6 4 16 12 10 28ZM240 114c0-10 4-14 6-16 2 2 6 6 6 16ZM246 98V80"
        fill={FAR}
        stroke={FAR}
        strokeWidth="2"
        opacity="0.85"
      />
    ),
    land: () => {
      const row = street(392, 600, 820, 41, ['step', 'pitched', 'bell'], [80, 120]);
      return (
        <g>
          <path d={`M-10 392v-70h60v-20h90v20h60v70Z${row.fronts}`} fill={NEAR} />
          <path
            d="M420 392V220h140v172ZM410 232v-50h24v50ZM546 232v-50h24v50ZM406 184l16-38 16 38ZM542 184l16-38 16 38ZM432 220l58-92 58 92ZM490 128V96"
            fill={MID}
            stroke={MID}
            strokeWidth="2"
          />
          <path
            d="M432 220l58-92M406 184l16-38M542 184l16-38M560 220V392"
            stroke={RIM}
            strokeOpacity="0.45"
            strokeWidth="2"
            fill="none"
          />
          <path d="M466 392v-62a24 24 0 0 1 48 0v62Z" fill={INK} />
          <path
            d={`M446 240h12v22h-12ZM522 240h12v22h-12ZM484 180h12v18h-12ZM416 200h8v14h-8ZM552 200h8v14h-8Z${row.lights}`}
            fill={LIT}
            opacity="0.85"
          />
        </g>
      );
    },
  },

  // Zaanse Schans: windmills on the bank of the Zaan and the green wooden houses.
  windmills: {
    sky: 'golden',
    sun: 470,
    horizon: 362,
    water: 372,
    far: () => (
      <g opacity="0.55">
        {windmill(90, 362, 0.45, 30, FAR, 'f1')}
        {windmill(740, 364, 0.4, 8, FAR, 'f2')}
      </g>
    ),
    land: () => (
      <g>
        <path d="M0 372v-14c200-8 600-8 800 0v14Z" fill={NEAR} />
        {windmill(230, 362, 1.05, 14, MID, 'm1')}
        {windmill(420, 360, 1.45, 40, NEAR, 'm2')}
        {windmill(610, 362, 0.9, 62, MID, 'm3')}
        <path
          d="M280 362v-26l18-18 18 18v26ZM500 362v-30l22-22 22 22v30ZM660 362v-22l14-14 14 14v22Z"
          fill="#1f3a34"
        />
        <path d="M292 340h12v10h-12ZM516 336h12v12h-12ZM668 344h10v8h-10Z" fill={LIT} />
      </g>
    ),
  },

  // Brussels: the Atomium's nine spheres, the Town Hall spire of the Grand-Place beside it.
  grandPlace: {
    sky: 'night',
    sun: 560,
    horizon: 400,
    defs: () => (
      <radialGradient id="art-sphere" cx="0.35" cy="0.3" r="0.75">
        <Stops
          stops={[
            [0, '#ffffff'],
            [0.25, '#d9dee8'],
            [0.7, '#7e889c'],
            [1, '#3a4258'],
          ]}
        />
      </radialGradient>
    ),
    far: () => {
      const row = street(400, -10, 330, 53, ['step', 'bell', 'step', 'neck'], [70, 120], [30, 44]);
      return (
        <g>
          <path
            d={`M170 400V230h-4v-8h6V150h-4v-6l14-40 14 40v6h-4v72h6v8h-4v170Z${row.fronts}`}
            fill={FAR}
          />
          <path d="M186 104V70" stroke={FAR} strokeWidth="3" />
          <path d={row.lights} fill={LIT} opacity="0.5" />
        </g>
      );
    },
    land: () => {
      // A cube standing on one corner: one sphere at the top, one at the bottom, one in the centre,
      // and three on each of the two rings between (orthographic view, turned 20 degrees).
      const cx = 560;
      const cy = 240;
      const h = 128;
      const ring = 112;
      const at = (deg: number, y: number) =>
        [n(cx + ring * Math.cos(((deg + 20) * Math.PI) / 180)), n(cy + y)] as const;
      const top = [cx, cy - h] as const;
      const bottom = [cx, cy + h] as const;
      const upper = [0, 120, 240].map((deg) => at(deg, -h / 3));
      const lower = [60, 180, 300].map((deg) => at(deg, h / 3));
      const tubes: (readonly [number, number])[][] = [
        ...upper.map((p) => [top, p]),
        ...lower.map((p) => [bottom, p]),
        ...upper.flatMap((p, i) => [
          [p, lower[i] ?? p],
          [p, lower[(i + 2) % 3] ?? p],
        ]),
        ...[...upper, ...lower, top, bottom].map((p) => [[cx, cy] as const, p]),
      ];
      const spheres = [top, ...upper, [cx, cy] as const, ...lower, bottom];
      return (
        <g>
          <path d="M0 400h800v100H0Z" fill="url(#art-ground)" />
          <path
            d={`M${bottom[0] - 40} 400l30-${400 - bottom[1] - 10}h20l30 ${400 - bottom[1] - 10}Z`}
            fill={MID}
          />
          <path
            d={tubes.map(([a, b]) => `M${a?.[0]} ${a?.[1]}L${b?.[0]} ${b?.[1]}`).join('')}
            stroke="#8e98ab"
            strokeWidth="7"
          />
          <path
            d={tubes.map(([a, b]) => `M${a?.[0]} ${a?.[1]}L${b?.[0]} ${b?.[1]}`).join('')}
            stroke="#dfe4ec"
            strokeWidth="1.5"
            opacity="0.6"
          />
          {spheres.map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="22" fill="url(#art-sphere)" />
          ))}
          <path
            d={spheres.map(([x, y]) => `M${n(x - 10)} ${n(y + 6)}h4M${n(x + 2)} ${n(y + 6)}h4`).join('')}
            stroke={LIT}
            strokeWidth="2"
          />
        </g>
      );
    },
  },

  // Antwerp: the Cathedral of Our Lady, its lace spire and the short south tower, over the Scheldt.
  cathedral: {
    sky: 'blue',
    sun: 470,
    horizon: 390,
    water: 400,
    land: () => {
      const row = street(400, -10, 300, 23, ['step', 'bell', 'neck'], [80, 130], [34, 48]);
      const row2 = street(400, 640, 820, 31, ['bell', 'step'], [80, 120], [34, 48]);
      return (
        <g>
          <path
            d="M300 400V250l110-40h200v190ZM410 400V170h8v-12h44v12h8v230ZM416 158V120l-6-8 6-4 4-14h36l4 14 6 4-6 8v38ZM420 94V66l20-20 20 20v28ZM426 66l14-30 14 30ZM440 36V14M540 400V150h60v250ZM536 150l6-18h56l6 18ZM556 132c0-14 8-18 14-20 6 2 14 6 14 20Z"
            fill={MID}
            stroke={MID}
            strokeWidth="2"
          />
          <path
            d="M406 170l4 12h-8ZM474 170l4 12h-8ZM410 120l3 10h-6ZM470 120l3 10h-6ZM416 66l2 10h-4ZM464 66l2 10h-4Z"
            fill={MID}
          />
          <path
            d="M470 170V400M460 66v28M466 120v38M600 150V400"
            stroke={RIM}
            strokeOpacity="0.45"
            strokeWidth="2"
          />
          <path
            d="M426 190h8v56h-8ZM446 190h8v56h-8ZM428 124h6v22h-6ZM446 124h6v22h-6ZM434 70h4v16h-4ZM442 70h4v16h-4ZM556 176h8v44h-8ZM576 176h8v44h-8Z"
            fill={LIT}
            opacity="0.85"
          />
          <path d={row.fronts + row2.fronts} fill={NEAR} />
          <path d={row.lights + row2.lights} fill={LIT} opacity="0.75" />
        </g>
      );
    },
  },

  // Breda: the Grote Kerk's tiered tower over the castle on its moat.
  greatChurch: {
    sky: 'rose',
    sun: 380,
    horizon: 388,
    water: 398,
    land: () => (
      <g>
        <path d="M-10 398v-60h300v60ZM560 398v-80h260v80Z" fill={NEAR} />
        <path
          d="M20 338v-30h24v30ZM250 338v-30h24v30ZM16 308l16-24 16 24ZM246 308l16-24 16 24Z"
          fill={NEAR}
        />
        <path
          d="M60 330h12v12H60ZM110 330h12v12h-12ZM160 330h12v12h-12ZM210 330h12v12h-12Z"
          fill={LIT}
          opacity="0.8"
        />
        <path
          d="M300 398V290l120-30h40v138ZM420 398V176h64v222ZM426 176v-46h52v46ZM432 130V96h40v34ZM436 96c-4-18 6-26 16-30 10 4 20 12 16 30ZM444 66V48h16v18ZM446 48c0-10 4-14 6-16 2 2 6 6 6 16ZM452 32V14"
          fill={MID}
          stroke={MID}
          strokeWidth="2"
        />
        <path d="M484 176V398M478 130v46M472 96v34" stroke={RIM} strokeOpacity="0.45" strokeWidth="2" />
        <path
          d="M436 196h10v50h-10ZM458 196h10v50h-10ZM440 140h8v22h-8ZM456 140h8v22h-8ZM448 104h8v16h-8ZM330 300h10v30h-10ZM370 290h10v40h-10Z"
          fill={LIT}
          opacity="0.85"
        />
        <path d={trees(340, [540, 600, 680, 760], 30)} fill={MID} />
      </g>
    ),
  },

  // Eindhoven: the Evoluon's flying saucer, the Light Tower and the city of design lit for Glow.
  skyline: {
    sky: 'night',
    sun: 300,
    horizon: 400,
    defs: () => (
      <linearGradient id="art-glow" x1="0" y1="1" x2="0" y2="0">
        <Stops
          stops={[
            [0, '#9fd3ff', 0.45],
            [1, '#9fd3ff', 0],
          ]}
        />
      </linearGradient>
    ),
    far: () => (
      <g>
        <path d="M90 400 40 60h30ZM700 400l80-340h-30Z" fill="url(#art-glow)" />
        <path d="M0 400V250h50v150ZM60 400V200h44v200ZM680 400V180h50v220ZM740 400V240h60v160Z" fill={FAR} />
        <path
          d={`${litWindows(0, 256, 50, 140, 3, 7, 5)}${litWindows(680, 186, 50, 210, 3, 9, 15)}`}
          fill={LIT}
          opacity="0.5"
        />
      </g>
    ),
    land: () => (
      <g>
        <path d="M0 400h800v100H0Z" fill="url(#art-ground)" />
        <path d="M150 400V196h28v-30h8v-18h10v18h8v30h28v204ZM250 400V290h110v110Z" fill={MID} />
        <path
          d={`${litWindows(150, 204, 84, 190, 4, 9, 7)}${litWindows(250, 296, 110, 100, 5, 4, 13)}M180 170h20v14h-20Z`}
          fill={LIT}
          opacity="0.85"
        />
        <path d="M196 148v-22" stroke={MID} strokeWidth="3" />
        <path d="M420 400l40-92h18l-28 92ZM640 400l-40-92h-18l28 92ZM478 400l20-96h64l20 96Z" fill={MID} />
        <path d="M390 300c40-22 240-22 280 0-40 18-240 18-280 0Z" fill="#2b3558" />
        <path d="M418 292c14-56 210-56 224 0Z" fill="#3b466c" />
        <path d="M418 292c14-56 210-56 224 0" stroke={RIM} strokeOpacity="0.6" strokeWidth="2" fill="none" />
        <path
          d="M390 300c40 18 240 18 280 0"
          stroke="#9fd3ff"
          strokeOpacity="0.7"
          strokeWidth="3"
          fill="none"
        />
        <path d="M440 282h180" stroke={LIT} strokeWidth="3" strokeDasharray="6 6" opacity="0.8" />
      </g>
    ),
  },

  // Rotterdam: the Erasmus Bridge's bent pylon and its cables, towers and the cube houses.
  bridge: {
    sky: 'blue',
    sun: 300,
    horizon: 360,
    water: 372,
    far: () => (
      <g fill={FAR} opacity="0.85">
        <path d="M600 372V180h40v-20h30v212ZM680 372V120h50v252ZM740 372V210h40v162ZM40 372V230h40v142ZM90 372V260h50v112Z" />
      </g>
    ),
    land: () => (
      <g>
        <path
          d={`${litWindows(600, 186, 70, 180, 4, 9, 3)}${litWindows(680, 126, 50, 240, 3, 12, 8)}`}
          fill={LIT}
          opacity="0.55"
        />
        <path d="M0 330h800v8H0Z" fill="#cfd6e2" />
        <path d="M0 338h800v6H0Z" fill={MID} />
        <path d="M404 332 418 236 442 90h10l-20 146-6 96Z" fill="#e4e9f1" />
        <path d="M440 90l10 2" stroke={RIM} strokeWidth="3" />
        <path
          d={[60, 110, 160, 210, 260, 310, 360, 392]
            .map((x, i) => `M${n(444 - i * 1.2)} ${n(100 + i * 5)}L${x} 332`)
            .concat(['M447 104 560 332', 'M446 116 600 332'])
            .join('')}
          stroke="#dfe5ee"
          strokeOpacity="0.7"
          strokeWidth="1.3"
        />
        <path d="M60 372v-34h8v34ZM200 372v-34h10v34ZM400 372v-34h14v34ZM600 372v-34h10v34Z" fill={MID} />
      </g>
    ),
    front: () => (
      <g>
        {[620, 676, 732].map((x) => (
          <g key={x}>
            <path d={`M${x + 24} 500v-44`} stroke={INK} strokeWidth="6" />
            <path d={`M${x + 24} 400l30 30-30 30-30-30Z`} fill="#c9a04f" />
            <path d={`M${x + 24} 400l30 30-30 30Z`} fill="#9c7a37" />
            <path d={`M${x + 24} 410v40`} stroke={INK} strokeWidth="1.5" opacity="0.5" />
          </g>
        ))}
      </g>
    ),
  },

  // Utrecht: the Dom Tower, square below and an open octagonal lantern above, over the Oudegracht.
  tower: {
    sky: 'dusk',
    sun: 470,
    horizon: 380,
    water: 404,
    land: () => {
      const left = street(384, -10, 390, 61, ['pitched', 'step', 'bell'], [80, 140], [34, 50]);
      const right = street(384, 560, 820, 67, ['step', 'pitched', 'neck'], [80, 130], [34, 50]);
      return (
        <g>
          <path
            d="M430 384V200h8v-10h84v10h8v184ZM442 190v-70h76v70ZM448 120l6-6V76h52v38l6 6ZM458 76V56l22-12 22 12v20ZM472 44l8-14 8 14ZM480 30V16"
            fill={MID}
            stroke={MID}
            strokeWidth="2"
          />
          <path d="M436 190l-4-12 8 0ZM524 190l-4-12h8ZM446 120l-3-10h6ZM514 120l-3-10h6Z" fill={MID} />
          <path d="M530 200V384M518 120v70M506 76v38" stroke={RIM} strokeOpacity="0.45" strokeWidth="2" />
          <path
            d="M446 214h12v60h-12ZM474 214h12v60h-12ZM502 214h12v60h-12ZM452 134h10v40h-10ZM475 134h10v40h-10ZM498 134h10v40h-10ZM460 84h8v22h-8ZM476 84h8v22h-8ZM492 84h8v22h-8Z"
            fill={LIT}
            opacity="0.8"
          />
          <path d={left.fronts + right.fronts} fill={NEAR} />
          <path d={left.lights + right.lights} fill={LIT} opacity="0.75" />
          <path
            d="M0 404v-20h800v20ZM40 404v-10a12 12 0 0 1 24 0v10ZM120 404v-10a12 12 0 0 1 24 0v10ZM600 404v-10a12 12 0 0 1 24 0v10ZM700 404v-10a12 12 0 0 1 24 0v10Z"
            fill={INK}
          />
        </g>
      );
    },
  },

  // Groningen: the Martinitoren's stacked stages and cupola, houseboats on the canal.
  steeple: {
    sky: 'golden',
    sun: 300,
    horizon: 384,
    water: 396,
    land: () => {
      const row = street(396, -10, 330, 71, ['step', 'neck', 'pitched'], [80, 130], [34, 48]);
      const row2 = street(396, 560, 820, 73, ['pitched', 'step'], [70, 120], [34, 48]);
      return (
        <g>
          <path
            d="M400 396V190h76v206ZM406 190v-56h64v56ZM412 134V92h52v42ZM418 92V62h40v30ZM422 62c-4-16 6-24 16-28 10 4 20 12 16 28ZM432 34V22h12v12ZM438 22V6"
            fill={MID}
            stroke={MID}
            strokeWidth="2"
          />
          <path
            d="M400 190l-4-14 8 0ZM476 190l-4-14h8ZM406 134l-3-12h6ZM470 134l-3-12h6ZM412 92l-2-10h4ZM464 92l-2-10h4Z"
            fill={MID}
          />
          <path d="M476 190V396M470 134v56M464 92v42" stroke={RIM} strokeOpacity="0.45" strokeWidth="2" />
          <path
            d="M418 206h12v50h-12ZM446 206h12v50h-12ZM420 146h10v30h-10ZM446 146h10v30h-10ZM424 100h8v22h-8ZM444 100h8v22h-8Z"
            fill={LIT}
            opacity="0.8"
          />
          <path d={row.fronts + row2.fronts} fill={NEAR} />
          <path d={row.lights + row2.lights} fill={LIT} opacity="0.75" />
        </g>
      );
    },
    front: () => (
      <g fill={INK}>
        <path d="M120 410h170v16H120ZM150 410v-18h90v18ZM520 412h150v14H520ZM546 412v-14h80v14Z" />
        <path d="M160 398h10v8h-10ZM200 398h10v8h-10ZM560 402h10v6h-10ZM600 402h10v6h-10Z" fill={LIT} />
      </g>
    ),
  },

  // The Hague: the Peace Palace, its clock tower and its round tower, behind the garden trees.
  dunes: {
    sky: 'blue',
    sun: 380,
    horizon: 396,
    far: () => (
      <g>
        <circle cx="740" cy="340" r="42" fill="none" stroke={FAR} strokeWidth="3" opacity="0.7" />
        <path
          d="M740 298v84M698 340h84M710 310l60 60M770 310l-60 60M740 382l-16 14h32Z"
          stroke={FAR}
          strokeWidth="1.5"
          opacity="0.7"
        />
      </g>
    ),
    land: () => (
      <g>
        <path d="M0 396h800v104H0Z" fill="url(#art-ground)" />
        <path
          d="M250 396V270l30-40h300l30 40v126ZM210 396V180h56v216ZM204 180l34-80 34 80ZM238 100V76M600 396V220a26 26 0 0 1 52 0v176ZM596 220c4-30 20-46 30-50 10 4 26 20 30 50Z"
          fill={MID}
          stroke={MID}
          strokeWidth="2"
        />
        <path
          d="M290 230l16-22 16 22ZM370 230l16-22 16 22ZM450 230l16-22 16 22ZM530 230l16-22 16 22Z"
          fill={MID}
        />
        <path
          d="M204 180l34-80M266 180V396M596 220c4-30 20-46 30-50M250 270l30-40h300"
          stroke={RIM}
          strokeOpacity="0.45"
          strokeWidth="2"
          fill="none"
        />
        <circle cx="238" cy="150" r="10" fill={LIT} opacity="0.9" />
        <path
          d={`M270 396v-30a10 10 0 0 1 20 0v30ZM310 396v-30a10 10 0 0 1 20 0v30ZM350 396v-30a10 10 0 0 1 20 0v30ZM390 396v-30a10 10 0 0 1 20 0v30ZM430 396v-30a10 10 0 0 1 20 0v30ZM470 396v-30a10 10 0 0 1 20 0v30ZM510 396v-30a10 10 0 0 1 20 0v30ZM550 396v-30a10 10 0 0 1 20 0v30Z${litWindows(262, 280, 326, 60, 9, 2, 21)}M614 240h8v20h-8ZM630 240h8v20h-8Z`}
          fill={LIT}
          opacity="0.8"
        />
      </g>
    ),
    front: () => <path d={trees(470, [30, 110, 700, 780], 56)} fill={INK} />,
  },

  // Maastricht: the Sint Servaas bridge's stone arches over the Maas, the red tower of St John's.
  hills: {
    sky: 'rose',
    sun: 560,
    horizon: 360,
    water: 362,
    far: () => <path d="M0 360c120-60 260-70 400-40s280 10 400-40v80H0Z" fill={FAR} opacity="0.6" />,
    land: () => {
      const row = street(360, 380, 820, 83, ['step', 'pitched', 'bell'], [60, 100], [34, 46]);
      return (
        <g>
          <path
            d="M160 360V170h-4v-10h52v10h-4v190ZM164 160V110h36v50ZM168 110l14-50 14 50ZM182 60V44"
            fill="#5a2430"
            stroke="#5a2430"
            strokeWidth="2"
          />
          <path
            d="M204 170V360M196 110l-14-50"
            stroke={RIM}
            strokeOpacity="0.5"
            strokeWidth="2"
            fill="none"
          />
          <path d="M176 190h12v40h-12ZM176 122h10v24h-10Z" fill={LIT} opacity="0.8" />
          <path d="M240 360V230h30v-40l14-20 14 20v40h30v130ZM60 360V250h90v110Z" fill={MID} />
          <path d={row.fronts} fill={MID} />
          <path d={row.lights} fill={LIT} opacity="0.75" />
        </g>
      );
    },
    front: () => (
      <g>
        <path
          d={`M-10 400V338h820v62Z${[0, 1, 2, 3, 4, 5, 6]
            .map((i) => `M${30 + i * 110} 400v-26a40 26 0 0 1 80 0v26Z`)
            .join('')}`}
          fill={NEAR}
          fillRule="evenodd"
        />
        <path d="M-10 338h820" stroke={RIM} strokeOpacity="0.4" strokeWidth="2" />
      </g>
    ),
  },
};

function Scene({ theme }: { theme: SceneTheme }) {
  const spec = SCENES[theme];
  const sky = SKIES[spec.sky];
  const { horizon, water, sun } = spec;
  const stars = rng(horizon + sun);
  let starPath = '';
  for (let i = 0; i < 26; i++) {
    const x = n(stars() * 800);
    const y = n(stars() * horizon * 0.45);
    starPath += `M${x} ${y}h1.4v1.4h-1.4z`;
  }
  return (
    <Svg viewBox="0 0 800 500">
      <defs>
        <linearGradient id="art-sky" x1="0" y1="0" x2="0" y2={horizon} gradientUnits="userSpaceOnUse">
          <Stops stops={sky.map((color, i) => [SKY_OFFSETS[i] ?? 1, color] as const)} />
        </linearGradient>
        <radialGradient id="art-sun" cx={sun} cy={horizon} r="330" gradientUnits="userSpaceOnUse">
          <Stops
            stops={[
              [0, '#fff1cf', 0.95],
              [0.12, '#f6cd86', 0.6],
              [0.5, '#e29a66', 0.18],
              [1, '#e29a66', 0],
            ]}
          />
        </radialGradient>
        <linearGradient id="art-ground" x1="0" y1={horizon} x2="0" y2="500" gradientUnits="userSpaceOnUse">
          <Stops
            stops={[
              [0, '#2c2f4c'],
              [0.3, '#161d33'],
              [1, INK],
            ]}
          />
        </linearGradient>
        <linearGradient
          id="art-haze"
          x1="0"
          y1={horizon - 44}
          x2="0"
          y2={horizon + 36}
          gradientUnits="userSpaceOnUse"
        >
          <Stops
            stops={[
              [0, sky[5], 0],
              [0.55, sky[5], 0.3],
              [1, sky[4], 0],
            ]}
          />
        </linearGradient>
        {water !== undefined && (
          <>
            <linearGradient id="art-water" x1="0" y1={water} x2="0" y2="500" gradientUnits="userSpaceOnUse">
              <Stops
                stops={[
                  [0, '#3a3858', 0.55],
                  [0.35, '#16203a', 0.8],
                  [1, INK, 0.96],
                ]}
              />
            </linearGradient>
            <clipPath id="art-below">
              <rect y={water} width="800" height={500 - water} />
            </clipPath>
          </>
        )}
        {spec.defs?.()}
      </defs>
      <rect width="800" height="500" fill="url(#art-sky)" />
      <path d={starPath} fill="#fff" opacity="0.55" />
      <rect width="800" height="500" fill="url(#art-sun)" />
      <circle cx={sun} cy={horizon - 18} r="22" fill="#fff3d6" opacity="0.9" />
      {spec.far?.()}
      <g id="art-land">{spec.land()}</g>
      {water !== undefined && (
        <g>
          <rect y={water} width="800" height={500 - water} fill={sky[3]} />
          <g clipPath="url(#art-below)">
            <use href="#art-land" transform={`matrix(1 0 0 -1 0 ${water * 2})`} opacity="0.45" />
          </g>
          <rect y={water} width="800" height={500 - water} fill="url(#art-water)" />
          <path d={ripples(water, water + sun, sun)} stroke={LIT} strokeWidth="1.6" opacity="0.45" />
        </g>
      )}
      <rect y={horizon - 44} width="800" height="80" fill="url(#art-haze)" />
      {spec.front?.()}
    </Svg>
  );
}

// ---------------------------------------------------------------------------------------------------
// Vehicles: side views in centimetres (ground at y = 0, up is negative), scaled into 760 x 360.

interface VehicleSpec {
  /** Overall length and the height of the roof, in cm. */
  length: number;
  height: number;
  /** Centres of the front and rear wheels, and the tyre's radius, in cm. */
  axles: [number, number];
  wheel: number;
  rim: 'alloy' | 'steel';
  /** The wheel arch's radius and the height of the sill beside it, in cm. */
  arch: [number, number];
  /** Height of the shoulder highlight, in cm: where the side turns from catching sky to catching road. */
  shoulder: number;
  body: string;
  /** The side windows (daylight opening), then the pillars drawn over them. */
  glass: string;
  pillars: string;
  /** Shut lines of doors, tailgate and fuel flap. */
  lines: string;
  /** Highlights along the character lines. */
  creases: string;
  /** Chrome: window surround, sill strip, roof rails, handles. */
  chrome: string;
  head: string;
  tail: string;
  mirror: string;
  extra?: ReactNode;
}

const SALOON_FRONT =
  'M6 -19C2 -22 0 -32 0 -44C0 -56 2 -64 8 -69C24 -76 70 -86 130 -93C150 -96 164 -99 176 -101';

const VEHICLES: Record<VehicleShape, VehicleSpec> = {
  // E-Class saloon (W214): 4.95 m long, 2.96 m wheelbase, a coupe-like roof and a short boot.
  sedan: {
    length: 495,
    height: 148,
    axles: [87, 383],
    wheel: 34,
    rim: 'alloy',
    arch: [39, 19],
    shoulder: 95,
    body: `${SALOON_FRONT}C200 -118 222 -134 250 -142C272 -148 312 -148 336 -145C362 -141 386 -127 406 -112C424 -108 456 -106 478 -104C486 -103 490 -100 491 -95C494 -84 495 -70 494 -58C493 -44 492 -32 487 -21L419 -19A39 39 0 1 0 347 -19L123 -19A39 39 0 1 0 51 -19Z`,
    glass:
      'M184 -103C206 -118 228 -132 252 -138C276 -143 312 -143 334 -140C354 -136 372 -124 388 -110C389 -108 387 -107 384 -107L190 -104Z',
    pillars: 'M268 -141H278L281 -104H271ZM350 -137L357 -136L364 -106L356 -106Z',
    lines: 'M176 -100C172 -80 172 -48 176 -23M274 -104L276 -21M360 -107C376 -90 376 -54 356 -26M470 -90H486',
    creases: 'M24 -76C120 -90 300 -97 486 -99M128 -54C250 -52 350 -54 430 -64',
    chrome:
      'M184 -103C206 -118 228 -132 252 -138C276 -143 312 -143 334 -140C354 -136 372 -124 388 -110L384 -107L190 -104ZM128 -23H344M212 -91H226M314 -92H328',
    head: 'M3 -65C12 -71 30 -76 46 -78L42 -72C28 -70 14 -66 4 -61Z',
    tail: 'M476 -104L491 -99C493 -93 493 -88 492 -84L468 -88Z',
    mirror: 'M184 -104C184 -112 196 -115 202 -110L200 -103Z',
  },
  // E-Class estate (S214): the saloon's front, a long roof with rails and a steep tailgate.
  wagon: {
    length: 495,
    height: 150,
    axles: [87, 383],
    wheel: 34,
    rim: 'alloy',
    arch: [39, 19],
    shoulder: 96,
    body: `${SALOON_FRONT}C200 -118 222 -134 250 -142C272 -147 312 -147 340 -146L444 -143C462 -142 474 -138 481 -130C487 -118 490 -104 491 -95C494 -84 495 -70 494 -58C493 -44 492 -32 487 -21L419 -19A39 39 0 1 0 347 -19L123 -19A39 39 0 1 0 51 -19Z`,
    glass:
      'M184 -103C206 -118 228 -132 252 -138C276 -142 312 -142 340 -141L446 -138C458 -137 466 -132 470 -124L474 -110C474 -108 472 -107 468 -107L190 -104Z',
    pillars: 'M268 -141H278L281 -104H271ZM354 -142H366L370 -106H356Z',
    lines:
      'M176 -100C172 -80 172 -48 176 -23M274 -104L276 -21M362 -107C378 -90 378 -54 356 -26M484 -126L488 -58',
    creases: 'M24 -76C120 -90 300 -97 486 -99M128 -54C250 -52 350 -54 430 -64',
    chrome:
      'M184 -103C206 -118 228 -132 252 -138C276 -142 312 -142 340 -141L446 -138C458 -137 466 -132 470 -124L474 -110L468 -107L190 -104ZM128 -23H344M212 -91H226M314 -92H328M240 -147C262 -152 300 -152 332 -151L450 -148M262 -147V-151M440 -144V-148',
    head: 'M3 -65C12 -71 30 -76 46 -78L42 -72C28 -70 14 -66 4 -61Z',
    tail: 'M478 -112L490 -104L492 -88L472 -92Z',
    mirror: 'M184 -104C184 -112 196 -115 202 -110L200 -103Z',
  },
  // V-Class (W447, long): 5.14 m, 3.20 m wheelbase, a short bonnet and a tall glasshouse.
  van: {
    length: 514,
    height: 190,
    axles: [94, 414],
    wheel: 34,
    rim: 'alloy',
    arch: [39, 21],
    shoulder: 114,
    body: 'M5 -22C1 -28 0 -40 0 -52C0 -66 3 -80 10 -88C30 -100 60 -108 82 -114L86 -115C110 -140 140 -168 170 -182C180 -187 200 -189 220 -189L495 -188C505 -188 510 -184 511 -177L514 -62C514 -44 512 -32 507 -22L451 -21A39 39 0 1 0 377 -21L131 -21A39 39 0 1 0 57 -21Z',
    glass:
      'M98 -118C120 -140 144 -161 168 -172L496 -175C503 -175 506 -171 506 -165L505 -125C505 -122 503 -121 500 -121L102 -118Z',
    pillars: 'M172 -175H182L184 -119H174ZM310 -175H320L320 -120H310ZM452 -175H460L460 -121H452Z',
    lines:
      'M100 -116L104 -80C110 -66 128 -60 136 -54M180 -119L180 -23M318 -120L318 -23M320 -123L500 -124M508 -172L510 -60',
    creases: 'M12 -86C50 -100 84 -110 100 -114L508 -118M138 -48C250 -46 320 -46 372 -50',
    chrome:
      'M98 -118C120 -140 144 -161 168 -172L496 -175C503 -175 506 -171 506 -165L505 -125L500 -121L102 -118ZM150 -104H164M288 -104H302M132 -24H376',
    head: 'M2 -80C10 -88 22 -94 36 -98L34 -91C22 -88 10 -84 3 -76Z',
    tail: 'M508 -152L513 -152L514 -100L508 -102Z',
    mirror: 'M98 -120C98 -130 110 -133 116 -127L114 -118Z',
  },
  // S-Class (W223, long): 5.29 m, 3.22 m wheelbase, a long bonnet with the standing star, six windows.
  limousine: {
    length: 529,
    height: 150,
    axles: [96, 418],
    wheel: 36,
    rim: 'alloy',
    arch: [41, 20],
    shoulder: 97,
    body: 'M6 -20C2 -24 0 -34 0 -45C0 -57 2 -65 8 -70C30 -78 80 -88 150 -96C170 -98 185 -100 196 -102C222 -120 246 -136 276 -145C300 -151 345 -151 370 -147C396 -142 418 -128 436 -114C456 -110 490 -108 512 -106C520 -105 524 -101 525 -96C528 -84 529 -70 528 -58C527 -44 526 -32 521 -21L456 -20A41 41 0 1 0 380 -20L134 -20A41 41 0 1 0 58 -20Z',
    glass:
      'M206 -104C230 -120 252 -134 280 -140C302 -145 345 -145 366 -142C386 -138 402 -126 418 -113C420 -110 418 -108 414 -108L210 -105Z',
    pillars: 'M292 -144H302L304 -105H294ZM380 -141L386 -140L394 -108H386Z',
    lines: 'M198 -101C192 -80 192 -50 196 -22M300 -105L302 -21M392 -108C404 -90 404 -60 382 -27M500 -92H516',
    creases: 'M30 -78C150 -94 320 -100 515 -102M140 -42C260 -40 340 -42 384 -46',
    chrome:
      'M206 -104C230 -120 252 -134 280 -140C302 -145 345 -145 366 -142C386 -138 402 -126 418 -113L414 -108L210 -105ZM136 -23H378M236 -92H250M340 -93H354',
    head: 'M3 -64C14 -70 32 -74 48 -76L44 -70C30 -68 14 -64 4 -60Z',
    tail: 'M510 -106L525 -99C527 -92 527 -88 526 -84L500 -90Z',
    mirror: 'M206 -105C206 -113 218 -116 224 -111L222 -104Z',
  },
  // Sprinter 519 minibus: 6.97 m, 4.33 m wheelbase, the high roof, a row of bonded windows.
  minibus: {
    length: 697,
    height: 283,
    axles: [100, 532],
    wheel: 35,
    rim: 'steel',
    arch: [40, 24],
    shoulder: 138,
    body: 'M5 -26C1 -32 0 -44 0 -60C0 -80 3 -98 12 -108C34 -118 64 -126 92 -130L96 -131C118 -162 136 -194 152 -214C158 -224 166 -236 178 -250C192 -268 214 -280 250 -282L682 -282C692 -282 696 -276 696 -266L697 -48C697 -36 694 -28 688 -26L570 -24A40 40 0 1 0 494 -24L139 -24A40 40 0 1 0 61 -24Z',
    glass: `M108 -130C122 -152 134 -174 146 -196L202 -198L204 -132Z${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `M${n(222 + i * 92)} -224h80a6 6 0 0 1 6 6v72a6 6 0 0 1-6 6h-80a6 6 0 0 1-6-6v-72a6 6 0 0 1 6-6Z`,
      )
      .join('')}`,
    pillars: 'M146 -196L152 -214',
    lines:
      'M100 -128C100 -100 104 -72 112 -64M208 -210L208 -26M214 -228L214 -26M320 -228L320 -26M322 -138H690M690 -270L691 -50',
    creases: 'M12 -96C40 -110 70 -120 96 -126M100 -132L692 -140M139 -60H494',
    chrome: 'M180 -118H194M300 -118H314',
    head: 'M4 -100C14 -108 30 -113 46 -116L44 -106C30 -104 14 -100 5 -94Z',
    tail: 'M690 -150H697V-80H690Z',
    mirror: 'M88 -160C88 -164 90 -166 94 -166H100V-134H94C90 -134 88 -136 88 -140Z',
    extra: <path d="M139 -44H494V-34H139Z" fill="#14171c" />,
  },
  // IVECO Daily minibus: boxier, a near-upright windscreen, a flush window band and a roof unit.
  coach: {
    length: 710,
    height: 298,
    axles: [100, 510],
    wheel: 36,
    rim: 'steel',
    arch: [40, 26],
    shoulder: 148,
    body: 'M5 -28C1 -34 0 -46 0 -60L2 -100C4 -110 10 -116 22 -120C40 -124 60 -128 78 -132L84 -134C100 -170 112 -214 120 -250C124 -268 132 -282 150 -288L696 -288C704 -288 709 -283 709 -275L710 -50C710 -38 707 -30 700 -28L549 -26A40 40 0 1 0 471 -26L139 -26A40 40 0 1 0 61 -26ZM380 -288V-298H470V-288Z',
    glass:
      'M92 -140C102 -172 110 -202 116 -228L190 -230L192 -142ZM204 -252H690a6 6 0 0 1 6 6v84a6 6 0 0 1-6 6H204a6 6 0 0 1-6-6v-84a6 6 0 0 1 6-6Z',
    pillars: 'M300 -252h4v96h-4ZM400 -252h4v96h-4ZM500 -252h4v96h-4ZM600 -252h4v96h-4Z',
    lines: 'M96 -136L98 -66M194 -234L194 -28M198 -150H700M702 -272L703 -52',
    creases: 'M4 -100C30 -114 60 -126 84 -132M96 -150L700 -152M139 -64H471',
    chrome: 'M160 -128H174M380 -298H470',
    head: 'M2 -96H24L26 -84H3Z',
    tail: 'M702 -160H709V-90H702Z',
    mirror: 'M82 -170H92V-134H84Z',
    extra: <path d="M139 -46H471V-36H139Z" fill="#14171c" />,
  },
};

/** The width the longest side of a vehicle gets in the 760 x 360 frame, and where the ground is. */
const FRAME = { width: 760, height: 360, ground: 312, span: 660 };

function rimHoles(kind: 'alloy' | 'steel'): string {
  if (kind === 'steel') {
    return Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return `M${n(15 * Math.cos(a) + 3.5)} ${n(15 * Math.sin(a))}a3.5 3.5 0 1 0-7 0a3.5 3.5 0 1 0 7 0Z`;
    }).join('');
  }
  // Ten-spoke alloy: ten tapering openings between the spokes.
  return Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    const p = (r: number, da: number) => `${n(r * Math.cos(a + da))} ${n(r * Math.sin(a + da))}`;
    return `M${p(8, -0.1)}L${p(21, -0.2)}A21 21 0 0 1 ${p(21, 0.2)}L${p(8, 0.1)}Z`;
  }).join('');
}

/** The dark wheel wells behind the tyres: each arch closed by the sill line. */
function wells(v: VehicleSpec): string {
  // A little larger than the body's cut-out, which hides the rest of it.
  const R = v.arch[0] + 3;
  const sill = v.arch[1];
  const dx = n(Math.sqrt(R * R - (v.wheel - sill) ** 2));
  return v.axles.map((x) => `M${n(x + dx)} ${-sill}A${R} ${R} 0 1 0 ${n(x - dx)} ${-sill}Z`).join('');
}

function VehicleArt({ shape }: { shape: VehicleShape }) {
  const v = VEHICLES[shape];
  const scale = FRAME.span / v.length;
  const left = (FRAME.width - FRAME.span) / 2;
  const H = v.height;
  const s = v.shoulder;
  // The paint: a black metallic that catches the sky above the shoulder and the road below it.
  const at = (height: number) => n(1 - height / H);
  const paint: (readonly [number, string])[] = [
    [0, '#7f8a9c'],
    [at(s + 14), '#323a48'],
    [at(s + 1), '#5e6879'],
    [at(s), '#c3cad5'],
    [at(s - 3), '#4a5363'],
    [at(s - 22), '#222835'],
    [at(34), '#10141b'],
    [at(24), '#363c48'],
    [1, '#07080b'],
  ];
  const r = v.wheel;
  return (
    <Svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} fit="meet">
      <defs>
        <linearGradient id="car-paint" x1="0" y1={-H} x2="0" y2="0" gradientUnits="userSpaceOnUse">
          <Stops stops={paint} />
        </linearGradient>
        <linearGradient id="car-sheen" x1="0" y1="0" x2={v.length} y2="0" gradientUnits="userSpaceOnUse">
          <Stops
            stops={[
              [0, '#ffffff', 0.1],
              [0.35, '#ffffff', 0],
              [0.7, '#000000', 0],
              [1, '#000000', 0.3],
            ]}
          />
        </linearGradient>
        <linearGradient id="car-glass" x1="0" y1={-H} x2="0" y2={-s + 8} gradientUnits="userSpaceOnUse">
          <Stops
            stops={[
              [0, '#5d6b80'],
              [0.45, '#1c2533'],
              [1, '#0a0e15'],
            ]}
          />
        </linearGradient>
        <radialGradient id="car-rim" cx="0.4" cy="0.35" r="0.7">
          <Stops
            stops={[
              [0, '#f4f6f9'],
              [0.5, '#b7bec9'],
              [1, '#5e6675'],
            ]}
          />
        </radialGradient>
        <radialGradient id="car-shadow">
          <Stops
            stops={[
              [0, '#05070b', 0.55],
              [0.7, '#05070b', 0.2],
              [1, '#05070b', 0],
            ]}
          />
        </radialGradient>
        <linearGradient id="car-head" x1="0" y1="0" x2="1" y2="0">
          <Stops
            stops={[
              [0, '#ffffff'],
              [1, '#a9c4e6'],
            ]}
          />
        </linearGradient>
        <linearGradient id="car-tail" x1="0" y1="0" x2="1" y2="0">
          <Stops
            stops={[
              [0, '#5c0d16'],
              [1, '#e0303f'],
            ]}
          />
        </linearGradient>
        <clipPath id="car-windows">
          <path d={v.glass} />
        </clipPath>
        <g id="car-wheel">
          <circle r={r} fill="#0c0d10" />
          <circle r={r - 2.5} fill="none" stroke="#2a2e36" strokeWidth="1.2" />
          <circle r={v.rim === 'alloy' ? r * 0.68 : r * 0.6} fill="url(#car-rim)" />
          <path
            d={rimHoles(v.rim)}
            transform={`scale(${n((v.rim === 'alloy' ? r * 0.68 : r * 0.6) / (v.rim === 'alloy' ? 23 : 21))})`}
            fill="#15181e"
          />
          <circle r={v.rim === 'alloy' ? 5 : 7} fill="#c9ced6" stroke="#5e6675" strokeWidth="1" />
          <path d="M0 -2.6L0.8 0.5L2.3 1.3L0 0.8L-2.3 1.3L-0.8 0.5Z" fill="#3a404c" />
        </g>
      </defs>
      <ellipse
        cx={FRAME.width / 2}
        cy={FRAME.ground + 2}
        rx={FRAME.span * 0.56}
        ry="16"
        fill="url(#car-shadow)"
      />
      <g transform={`translate(${left} ${FRAME.ground}) scale(${n(scale * 1000) / 1000})`}>
        <ellipse cx={v.axles[0]} cy="0" rx={r * 0.9} ry="3" fill="#000" opacity="0.7" />
        <ellipse cx={v.axles[1]} cy="0" rx={r * 0.9} ry="3" fill="#000" opacity="0.7" />
        <path d={wells(v)} fill="#050608" />
        <path d={v.body} fill="url(#car-paint)" />
        <path d={v.body} fill="url(#car-sheen)" />
        <path d={v.mirror} fill="url(#car-paint)" />
        <path d={v.glass} fill="url(#car-glass)" />
        <g clipPath="url(#car-windows)">
          <path d={`M${v.length * 0.3} ${-H}l60 0l-120 ${H}h-40Z`} fill="#ffffff" opacity="0.08" />
        </g>
        <path d={v.pillars} fill="#0a0c10" />
        <path d={v.lines} stroke="#05070a" strokeWidth="0.9" fill="none" opacity="0.85" />
        <path d={v.creases} stroke="#dfe5ee" strokeWidth="0.9" fill="none" opacity="0.35" />
        <path d={v.chrome} stroke="#d5dae2" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        <path d={v.head} fill="url(#car-head)" />
        <path d={v.tail} fill="url(#car-tail)" />
        {v.extra}
        <use href="#car-wheel" x={v.axles[0]} y={-r} />
        <use href="#car-wheel" x={v.axles[1]} y={-r} />
      </g>
    </Svg>
  );
}

// ---------------------------------------------------------------------------------------------------

function svgFile(element: ReactNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(element)}\n`;
}

/**
 * Every artwork file of the site, keyed by its URL path (`/art/scene-canal.svg`): the build writes
 * them into dist, the dev server answers them from here.
 */
export function artworkFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const theme of Object.keys(SCENES) as SceneTheme[]) {
    files[artworkSrc({ theme })] = svgFile(<Scene theme={theme} />);
  }
  for (const shape of Object.keys(VEHICLES) as VehicleShape[]) {
    files[artworkSrc({ vehicle: shape })] = svgFile(<VehicleArt shape={shape} />);
  }
  return files;
}
