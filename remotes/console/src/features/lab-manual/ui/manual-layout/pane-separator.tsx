import { useUnit } from 'effector-react';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { PANE, paneWidthAfterKey, paneWidthAt } from '../../lib';
import { $paneWidth, paneResized } from '../../model';
import styles from './manual-layout.module.css';

/** The bar between the console and the manual: drag it, or focus it and use the arrow keys, Home and End. */
export function PaneSeparator({ controls }: { controls: string }) {
  const { width, resized } = useUnit({ width: $paneWidth, resized: paneResized });
  const dragging = useRef(false);
  const layoutBox = (element: HTMLElement) => {
    const box = (element.parentElement ?? element).getBoundingClientRect();
    return { left: box.left, width: box.width };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) resized(paneWidthAt(event.clientX, layoutBox(event.currentTarget)));
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = paneWidthAfterKey(event.key, width);
    if (next === null) return;
    event.preventDefault();
    resized(next);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter has no HTML element; hr cannot take focus or keys
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label="Width of the manual"
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={PANE.min}
      aria-valuemax={PANE.max}
      aria-valuetext={`Manual ${width}% of the width`}
      className={styles.separator}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
