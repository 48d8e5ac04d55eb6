import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useMemo } from 'react';

export interface BarDatum {
  label: string;
  value: number | null;
}

const MARGIN = { top: 8, right: 8, bottom: 28, left: 32 };
const labelOf = (datum: BarDatum) => datum.label;
const valueOf = (datum: BarDatum) => datum.value ?? 0;

/** Vertical bars of `data` (a null value draws no bar); drawn only: the caller gives the text alternative. */
function Bars({ width, height, data, max, colour, tickEvery }: { width: number; height: number; data: readonly BarDatum[]; max: number; colour: string; tickEvery: number }) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = useMemo(() => scaleBand({ domain: data.map(labelOf), range: [0, innerWidth], padding: 0.2 }), [data, innerWidth]);
  const y = useMemo(() => scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true }), [max, innerHeight]);
  const ticks = data.map(labelOf).filter((_, index) => index % tickEvery === 0);
  return (
    <svg width={width} height={height} aria-hidden>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <AxisLeft scale={y} numTicks={4} stroke="#e2e8f0" tickStroke="#e2e8f0" tickLabelProps={{ fill: '#475569', fontSize: 10 }} />
        <AxisBottom top={innerHeight} scale={x} tickValues={ticks} stroke="#e2e8f0" tickStroke="#e2e8f0" tickLabelProps={{ fill: '#475569', fontSize: 10 }} />
        {data.map((datum) =>
          datum.value === null ? null : (
            <Bar key={datum.label} x={x(datum.label)} y={y(valueOf(datum))} width={x.bandwidth()} height={innerHeight - y(valueOf(datum))} fill={colour} rx={2} />
          ),
        )}
      </Group>
    </svg>
  );
}

/** A bar chart at the width of its box. */
export function BarChart({ data, max, colour = '#0f766e', height = 160, tickEvery = 1 }: { data: readonly BarDatum[]; max: number; colour?: string; height?: number; tickEvery?: number }) {
  return (
    <div style={{ height }}>
      <ParentSize debounceTime={50}>{({ width }) => width > 0 && <Bars width={width} height={height} data={data} max={max} colour={colour} tickEvery={tickEvery} />}</ParentSize>
    </div>
  );
}
