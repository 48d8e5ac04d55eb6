import { ParentSize } from '@visx/responsive';
import type { ComponentProps } from 'react';
import { TimelineChart } from './TimelineChart';

type Props = Omit<ComponentProps<typeof TimelineChart>, 'width'> & { preview: boolean };

/** The chart at the width of its box, faded behind the lock while it shows sample points. */
export function FittedTimelineChart({ preview, ...chart }: Props) {
  return (
    <ParentSize debounceTime={50}>
      {({ width }) =>
        width > 0 && (
          <div className={preview ? 'pointer-events-none opacity-40 blur-[1px]' : undefined} aria-hidden={preview}>
            <TimelineChart width={width} {...chart} />
          </div>
        )
      }
    </ParentSize>
  );
}
