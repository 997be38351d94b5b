import type { VehicleShape } from '@spt/i18n-content';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { artworkSrc, type SceneTheme } from './artwork';

/**
 * The drawings behind the site's artwork: art-directed SVG scenes and vehicles in the brand colours.
 * They are rendered once, at build time, into static files under /art (see `artworkFiles` and
 * scripts/prerender.mjs), so the pages show them as plain images and hydration never walks their
 * hundreds of nodes. Only the server bundle imports this module; `Artwork` names the files.
 */
function SvgFrame({
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

const FAR = '#1a2a47';
const MID = '#111d33';
const NEAR = '#09111f';
const GOLD = '#d9b26a';

/** Deterministic pseudo-random numbers, so server and client draw the same picture. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function windows(x: number, y: number, w: number, h: number, seed: number, cols = 2, rows = 3) {
  const rand = rng(seed);
  const out: ReactNode[] = [];
  const cw = w / (cols * 2 + 1);
  const rh = h / (rows * 2 + 1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (rand() < 0.35) continue;
      out.push(
        <rect
          key={`${r}-${c}`}
          x={x + cw * (c * 2 + 1)}
          y={y + rh * (r * 2 + 1)}
          width={cw}
          height={rh}
          fill={GOLD}
          opacity={0.45 + rand() * 0.45}
        />,
      );
    }
  }
  return out;
}

/** A row of Dutch gabled houses along a baseline. */
function gables(baseline: number, seed: number, color: string, lit = true, start = -20, end = 820) {
  const rand = rng(seed);
  const out: ReactNode[] = [];
  let x = start;
  let i = 0;
  while (x < end) {
    const w = 46 + Math.round(rand() * 30);
    const h = 90 + Math.round(rand() * 90);
    const top = baseline - h;
    const kind = i % 3;
    const d =
      kind === 0
        ? `M${x} ${baseline}V${top + 24}L${x + w / 2} ${top - 10}L${x + w} ${top + 24}V${baseline}Z`
        : kind === 1
          ? `M${x} ${baseline}V${top + 30}H${x + 6}V${top + 16}H${x + 14}V${top + 4}H${x + w - 14}V${top + 16}H${x + w - 6}V${top + 30}H${x + w}V${baseline}Z`
          : `M${x} ${baseline}V${top + 26}Q${x + 4} ${top + 8} ${x + w / 2 - 10} ${top + 6}Q${x + w / 2} ${top - 8} ${x + w / 2 + 10} ${top + 6}Q${x + w - 4} ${top + 8} ${x + w} ${top + 26}V${baseline}Z`;
    out.push(
      <g key={i}>
        <path d={d} fill={color} />
        {lit && windows(x + 4, top + 30, w - 8, h - 40, seed + i * 7, 2, 3)}
      </g>,
    );
    x += w + 2;
    i++;
  }
  return out;
}

function windmill(x: number, base: number, scale: number, color: string, angle: number) {
  const h = 120 * scale;
  const top = base - h;
  const sail = 70 * scale;
  return (
    <g>
      <path
        d={`M${x - 16 * scale} ${base}L${x - 9 * scale} ${top + 12 * scale}H${x + 9 * scale}L${x + 16 * scale} ${base}Z`}
        fill={color}
      />
      <path
        d={`M${x - 11 * scale} ${top + 14 * scale}Q${x} ${top - 6 * scale} ${x + 11 * scale} ${top + 14 * scale}Z`}
        fill={color}
      />
      <g transform={`rotate(${angle} ${x} ${top + 6 * scale})`} stroke={color} strokeWidth={3 * scale}>
        <line x1={x - sail} y1={top + 6 * scale} x2={x + sail} y2={top + 6 * scale} />
        <line x1={x} y1={top + 6 * scale - sail} x2={x} y2={top + 6 * scale + sail} />
        <rect
          x={x + 6 * scale}
          y={top + 6 * scale - sail}
          width={10 * scale}
          height={sail - 8 * scale}
          fill={color}
          opacity={0.7}
        />
        <rect
          x={x - 16 * scale}
          y={top + 14 * scale}
          width={10 * scale}
          height={sail - 8 * scale}
          fill={color}
          opacity={0.7}
        />
        <rect
          x={x - sail}
          y={top - 10 * scale}
          width={sail - 8 * scale}
          height={10 * scale}
          fill={color}
          opacity={0.7}
        />
        <rect
          x={x + 14 * scale}
          y={top + 12 * scale}
          width={sail - 8 * scale}
          height={10 * scale}
          fill={color}
          opacity={0.7}
        />
      </g>
    </g>
  );
}

function water(y: number, id: string) {
  const lines: ReactNode[] = [];
  const rand = rng(y);
  for (let i = 0; i < 14; i++) {
    const ly = y + 10 + i * 7;
    const lx = 80 + rand() * 560;
    lines.push(
      <rect
        key={i}
        x={lx}
        y={ly}
        width={40 + rand() * 140}
        height={1.6}
        fill={GOLD}
        opacity={0.12 + rand() * 0.2}
      />,
    );
  }
  return (
    <g>
      <rect x={0} y={y} width={800} height={500 - y} fill={`url(#${id}-water)`} />
      {lines}
    </g>
  );
}

function sceneBody(theme: SceneTheme, id: string): ReactNode {
  switch (theme) {
    case 'runway':
      return (
        <g>
          <path d="M0 360H800V500H0Z" fill={NEAR} />
          <path d="M330 360L470 360L760 500L40 500Z" fill="#0f1a2e" />
          {Array.from({ length: 9 }, (_, i) => {
            const t = i / 8;
            const y = 365 + t * t * 130;
            const spread = 70 + t * 320;
            return (
              <g key={spread} fill={GOLD} opacity={0.5 + t * 0.5}>
                <circle cx={400 - spread} cy={y} r={1.5 + t * 3} />
                <circle cx={400 + spread} cy={y} r={1.5 + t * 3} />
                <rect x={398 - t} y={y - 1} width={4 + t * 4} height={2 + t * 3} opacity={0.6} />
              </g>
            );
          })}
          <path d="M612 360V250h-8l-6-24h44l-6 24h-8v110Z" fill={MID} />
          <rect x="600" y="230" width="40" height="14" fill={GOLD} opacity="0.55" />
          <path d="M0 360V330h60v-20h90v50Z M690 360v-40h110v40Z" fill={MID} />
          <g transform="translate(170 150) rotate(-12)" fill="#c5cede" opacity="0.9">
            <path d="M0 0 C20 -4 120 -6 150 -2 C160 0 160 6 150 8 C120 12 20 10 0 6 Z" />
            <path d="M60 2 L40 -38 L56 -38 L92 2Z M60 6 L44 40 L60 40 L90 6Z M8 1 L-6 -20 L4 -20 L20 1Z" />
          </g>
          <path
            d="M0 196 C90 176 130 170 170 166"
            stroke="#c5cede"
            strokeOpacity="0.25"
            strokeWidth="2"
            fill="none"
          />
        </g>
      );
    case 'canal':
      return (
        <g>
          <g opacity="0.8">{gables(330, 3, FAR, false)}</g>
          {gables(360, 11, MID)}
          {water(360, id)}
          <path d="M250 360q150-50 300 0" stroke={NEAR} strokeWidth="16" fill="none" />
        </g>
      );
    case 'medieval':
      return (
        <g>
          {gables(380, 5, FAR, false)}
          <path d="M370 380V150h-6l36-80 36 80h-6v230Z" fill={MID} />
          <rect x="384" y="170" width="32" height="44" rx="16" fill={GOLD} opacity="0.55" />
          <circle cx="400" cy="250" r="14" fill="none" stroke={GOLD} strokeOpacity="0.7" strokeWidth="3" />
          {gables(410, 21, MID, true, -20, 330)}
          {gables(410, 29, MID, true, 470, 820)}
          {water(410, id)}
        </g>
      );
    case 'tulips': {
      const colours = ['#b4485a', '#d9b26a', '#6d4a7a', '#c86b4f', '#e6cb8f', '#8d3b4a'];
      return (
        <g>
          <path d="M0 300H800V500H0Z" fill={MID} />
          {colours.concat(colours).map((c, i) => {
            const x0 = -400 + i * 140;
            const x1 = x0 + 140;
            return <path key={x0} d={`M400 300L${x0} 500H${x1}Z`} fill={c} opacity={i % 2 ? 0.92 : 0.78} />;
          })}
          {windmill(640, 302, 0.9, NEAR, 20)}
          <path d="M0 300h800" stroke={NEAR} strokeWidth="6" />
        </g>
      );
    }
    case 'lighthouse':
      return (
        <g>
          <path d="M520 210L800 150V270Z" fill={`url(#${id}-beam)`} />
          <path d="M0 340L800 320V500H0Z" fill={MID} />
          <path d="M470 326L480 200H520L530 326Z" fill="#c5cede" />
          <path d="M481 250H519M478 290H522" stroke={NEAR} strokeWidth="10" />
          <rect x="484" y="176" width="32" height="26" fill={GOLD} />
          <path d="M478 176L500 156L522 176Z" fill={NEAR} />
          {gables(340, 41, NEAR, true, 40, 360)}
          {water(380, id)}
        </g>
      );
    case 'harbour':
      return (
        <g>
          {gables(340, 13, FAR)}
          {water(340, id)}
          {[120, 330, 560].map((x, i) => (
            <g key={x} fill={NEAR}>
              <path d={`M${x} 390h150l-20 30H${x + 20}Z`} />
              <rect x={x + 60} y={i === 1 ? 250 : 280} width="5" height={i === 1 ? 140 : 110} />
              <path
                d={`M${x + 67} ${i === 1 ? 258 : 288}L${x + 130} 380H${x + 67}Z`}
                fill="#c5cede"
                opacity="0.8"
              />
            </g>
          ))}
        </g>
      );
    case 'windmills':
      return (
        <g>
          <path d="M0 350H800V500H0Z" fill={MID} />
          {windmill(150, 352, 0.8, FAR, 10)}
          {windmill(610, 352, 0.7, FAR, 35)}
          {windmill(390, 362, 1.6, NEAR, 22)}
          {gables(370, 8, NEAR, true, 560, 820)}
          {water(380, id)}
        </g>
      );
    case 'grandPlace':
      return (
        <g>
          {gables(400, 17, FAR, false)}
          <path d="M300 400V230h190v170Z" fill={MID} />
          <path d="M380 230V120l15-60 15 60v110Z" fill={MID} />
          <path d="M395 40v20" stroke={GOLD} strokeWidth="3" />
          {windows(306, 240, 178, 150, 77, 6, 4)}
          <path d="M0 400H800V500H0Z" fill={NEAR} />
          <path d="M0 400H800" stroke={GOLD} strokeOpacity="0.4" strokeWidth="2" />
        </g>
      );
    case 'cathedral':
      return (
        <g>
          {gables(390, 23, FAR, false)}
          <path d="M360 390V200l20-20V110l20-70 20 70v70l20 20v190Z" fill={MID} />
          <path d="M388 250q12-26 24 0v40h-24Z" fill={GOLD} opacity="0.6" />
          <circle cx="400" cy="150" r="9" fill={GOLD} opacity="0.7" />
          {gables(410, 31, NEAR, true, -20, 320)}
          {gables(410, 37, NEAR, true, 480, 820)}
          <path d="M0 410H800V500H0Z" fill={NEAR} />
        </g>
      );
    case 'skyline':
      return (
        <g>
          {[
            [60, 220, 70],
            [140, 160, 60],
            [210, 250, 80],
            [300, 120, 54],
            [360, 200, 90],
            [460, 90, 60],
            [530, 180, 70],
            [610, 140, 90],
            [710, 230, 80],
          ].map(([x, top, w], i) => (
            <g key={x}>
              <rect x={x} y={top} width={w} height={420 - (top ?? 0)} fill={i % 2 ? MID : FAR} />
              {windows(x ?? 0, (top ?? 0) + 10, w ?? 0, 400 - (top ?? 0), i * 13 + 1, 3, 8)}
            </g>
          ))}
          <path d="M0 420H800V500H0Z" fill={NEAR} />
        </g>
      );
    case 'bridge':
      return (
        <g>
          {gables(360, 51, FAR, true, 560, 820)}
          <path d="M0 360H800" stroke={FAR} strokeWidth="4" />
          {water(360, id)}
          <path d="M380 330L420 100L432 104L402 330Z" fill="#c5cede" />
          {[80, 120, 160, 200, 240, 280, 320, 360].map((x2, n) => (
            <line
              key={x2}
              x1={424}
              y1={110 + n * 6}
              x2={x2}
              y2={300}
              stroke="#c5cede"
              strokeOpacity="0.6"
              strokeWidth="1.5"
            />
          ))}
          <line x1={426} y1={120} x2={560} y2={300} stroke="#c5cede" strokeOpacity="0.6" strokeWidth="1.5" />
          <path d="M0 296H800V308H0Z" fill="#c5cede" opacity="0.85" />
        </g>
      );
    case 'tower':
      return (
        <g>
          {gables(380, 61, FAR, false)}
          <path d="M360 380V160h80v220Z" fill={MID} />
          <path d="M370 160V110h60v50Z M380 110V70h40v40Z" fill={MID} />
          <path d="M390 70l10-30 10 30Z" fill={MID} />
          <rect x="384" y="180" width="32" height="56" rx="16" fill={GOLD} opacity="0.55" />
          {gables(410, 67, NEAR, true)}
          {water(410, id)}
        </g>
      );
    case 'dunes':
      return (
        <g>
          <path d="M0 300H800V360H0Z" fill={FAR} />
          {water(300, id)}
          <path d="M0 380C150 330 260 340 380 370S640 400 800 350V500H0Z" fill={MID} />
          <path d="M0 440C200 400 420 420 560 450S760 470 800 440V500H0Z" fill={NEAR} />
          <path
            d="M120 360l6-20 4 18 6-24 4 26M620 372l6-22 4 18 6-26 4 30"
            stroke={GOLD}
            strokeOpacity="0.5"
            strokeWidth="2"
            fill="none"
          />
        </g>
      );
    case 'hills':
      return (
        <g>
          <path d="M0 320C140 270 260 280 400 310S660 300 800 270V500H0Z" fill={FAR} />
          <path d="M0 380C180 330 340 350 500 380S700 380 800 350V500H0Z" fill={MID} />
          {gables(430, 71, NEAR, true, 420, 820)}
          <path d="M0 430C200 400 400 420 800 430V500H0Z" fill={NEAR} />
        </g>
      );
    default:
      return null;
  }
}

function Scene({ theme }: { theme: SceneTheme }) {
  const id = 'art';
  const sunX = theme === 'lighthouse' ? 180 : theme === 'runway' ? 560 : 600;
  return (
    <SvgFrame viewBox="0 0 800 500">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#070d18" />
          <stop offset="0.55" stopColor="#1a2a47" />
          <stop offset="0.85" stopColor="#6b5a4a" />
          <stop offset="1" stopColor="#d9b26a" />
        </linearGradient>
        <radialGradient id={`${id}-sun`}>
          <stop offset="0" stopColor="#f1e2bf" />
          <stop offset="0.35" stopColor="#d9b26a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#d9b26a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a3d61" />
          <stop offset="1" stopColor="#070d18" />
        </linearGradient>
        <linearGradient id={`${id}-beam`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f1e2bf" stopOpacity="0.7" />
          <stop offset="1" stopColor="#f1e2bf" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="800" height="500" fill={`url(#${id}-sky)`} />
      <circle cx={sunX} cy="300" r="190" fill={`url(#${id}-sun)`} />
      <circle cx={sunX} cy="300" r="34" fill="#f1e2bf" opacity="0.9" />
      {sceneBody(theme, id)}
    </SvgFrame>
  );
}

interface BodySpec {
  length: number;
  roofFront: number;
  roofBack: number;
  roofY: number;
  beltY: number;
  hoodY: number;
  tailY: number;
  rear: number;
}

const BODIES: Record<VehicleShape, BodySpec> = {
  sedan: {
    length: 600,
    roofFront: 250,
    roofBack: 430,
    roofY: 128,
    beltY: 200,
    hoodY: 196,
    tailY: 200,
    rear: 40,
  },
  limousine: {
    length: 640,
    roofFront: 262,
    roofBack: 472,
    roofY: 124,
    beltY: 198,
    hoodY: 194,
    tailY: 198,
    rear: 44,
  },
  wagon: {
    length: 610,
    roofFront: 240,
    roofBack: 560,
    roofY: 126,
    beltY: 198,
    hoodY: 196,
    tailY: 150,
    rear: 14,
  },
  van: { length: 600, roofFront: 170, roofBack: 590, roofY: 88, beltY: 190, hoodY: 196, tailY: 100, rear: 6 },
  minibus: {
    length: 680,
    roofFront: 150,
    roofBack: 672,
    roofY: 56,
    beltY: 180,
    hoodY: 196,
    tailY: 64,
    rear: 4,
  },
  coach: {
    length: 660,
    roofFront: 140,
    roofBack: 652,
    roofY: 60,
    beltY: 182,
    hoodY: 200,
    tailY: 68,
    rear: 4,
  },
};

function VehicleArt({ shape }: { shape: VehicleShape }) {
  const id = 'car';
  const b = BODIES[shape];
  const x0 = (760 - b.length) / 2;
  const x1 = x0 + b.length;
  const ground = 290;
  const wheelR = shape === 'minibus' || shape === 'coach' ? 36 : 34;
  const frontWheel = x0 + 110;
  const rearWheel = x1 - (shape === 'minibus' || shape === 'coach' ? 130 : 120);
  const body = [
    `M${x0 + 6} ${ground - 22}`,
    `Q${x0} ${b.hoodY + 10} ${x0 + 30} ${b.hoodY}`,
    `L${x0 + b.roofFront - 70} ${b.beltY - 14}`,
    `Q${x0 + b.roofFront - 20} ${b.roofY + 8} ${x0 + b.roofFront + 20} ${b.roofY}`,
    `L${x0 + b.roofBack - 30} ${b.roofY}`,
    `Q${x0 + b.roofBack + 10} ${b.roofY + 4} ${x1 - b.rear} ${b.tailY}`,
    `Q${x1} ${b.tailY + 20} ${x1} ${b.beltY + 10}`,
    `L${x1 - 4} ${ground - 22}`,
    `Q${x1 - 10} ${ground - 14} ${x1 - 24} ${ground - 14}`,
    `L${x0 + 20} ${ground - 14}Z`,
  ].join(' ');
  const glass = [
    `M${x0 + b.roofFront - 52} ${b.beltY - 12}`,
    `Q${x0 + b.roofFront - 10} ${b.roofY + 16} ${x0 + b.roofFront + 24} ${b.roofY + 12}`,
    `L${x0 + b.roofBack - 34} ${b.roofY + 12}`,
    `Q${x0 + b.roofBack} ${b.roofY + 16} ${Math.min(x1 - b.rear - 14, x0 + b.roofBack + 40)} ${b.beltY - 12}Z`,
  ].join(' ');
  return (
    <SvgFrame viewBox="0 0 760 360" fit="meet">
      <defs>
        <linearGradient id={`${id}-paint`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a5a78" />
          <stop offset="0.45" stopColor="#1a2a47" />
          <stop offset="1" stopColor="#09111f" />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9aa8c2" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0b1424" stopOpacity="0.9" />
        </linearGradient>
        <radialGradient id={`${id}-floor`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#d9b26a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#d9b26a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="380" cy={ground + 6} rx="360" ry="34" fill={`url(#${id}-floor)`} />
      <ellipse cx="380" cy={ground + 2} rx={b.length / 2} ry="10" fill="#070d18" opacity="0.55" />
      <path d={body} fill={`url(#${id}-paint)`} />
      <path d={glass} fill={`url(#${id}-glass)`} />
      <path
        d={`M${x0 + 34} ${b.beltY + 8}L${x1 - 20} ${b.beltY + 8}`}
        stroke="#d9b26a"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <rect x={x0 + 6} y={b.hoodY + 10} width="22" height="8" rx="4" fill="#f1e2bf" />
      <rect x={x1 - 14} y={b.beltY + 16} width="10" height="12" rx="3" fill="#b4485a" />
      {[frontWheel, rearWheel].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={ground - 14} r={wheelR + 6} fill="#09111f" />
          <circle cx={cx} cy={ground - 14} r={wheelR} fill="#111d33" stroke="#070d18" strokeWidth="6" />
          <circle cx={cx} cy={ground - 14} r={wheelR - 14} fill="none" stroke="#9aa8c2" strokeWidth="3" />
          <circle cx={cx} cy={ground - 14} r="5" fill="#d9b26a" />
        </g>
      ))}
    </SvgFrame>
  );
}

/** Every scene, so a theme added to the content without a drawing fails the type check. */
const SCENE_THEMES: Record<SceneTheme, true> = {
  canal: true,
  medieval: true,
  tulips: true,
  lighthouse: true,
  harbour: true,
  windmills: true,
  grandPlace: true,
  cathedral: true,
  skyline: true,
  bridge: true,
  tower: true,
  dunes: true,
  hills: true,
  runway: true,
};

function svgFile(element: ReactNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(element)}\n`;
}

/**
 * Every artwork file of the site, keyed by its URL path (`/art/scene-canal.svg`): the build writes
 * them into dist, the dev server answers them from here.
 */
export function artworkFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const theme of Object.keys(SCENE_THEMES) as SceneTheme[]) {
    files[artworkSrc({ theme })] = svgFile(<Scene theme={theme} />);
  }
  for (const shape of Object.keys(BODIES) as VehicleShape[]) {
    files[artworkSrc({ vehicle: shape })] = svgFile(<VehicleArt shape={shape} />);
  }
  return files;
}
