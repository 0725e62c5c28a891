import type { ClassUsage } from '@academy/api';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { dayColourOf, dayTextOf } from '../../lib';
import { $chartFailed, chartHidden, chartShown } from '../../model';
import styles from './usage-section.module.css';

/** Machine-hours per student (a bar each), stacked by day; the model draws it into the element it is handed. */
export function UsageChart({ usage }: { usage: ClassUsage }) {
  const { failed, shown, hidden } = useUnit({ failed: $chartFailed, shown: chartShown, hidden: chartHidden });
  const canvas = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    shown(element);
    return () => {
      hidden(element);
    };
  }, [shown, hidden]);
  return (
    <figure className={styles.figure}>
      {/* The table beside it says every figure: the drawing itself is one image to a screen reader. */}
      <div ref={canvas} className={styles.chart} role="img" aria-label="Machine-hours per student per day" />
      {failed && (
        <p role="alert" className={styles.note}>
          The chart could not be loaded; the table has every figure.
        </p>
      )}
      <figcaption>
        <ul className={styles.legend} aria-label="Days">
          {usage.days.map((day, index) => (
            <li key={day}>
              <span className={styles.swatch} style={{ background: dayColourOf(index) }} aria-hidden />
              {dayTextOf(day)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
