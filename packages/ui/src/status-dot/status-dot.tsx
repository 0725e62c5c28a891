import { useEffect, useState } from 'react';
import { statusColourOf, statusLabelOf } from './status-colour';
import './status-dot.css';

export interface StatusDotProps {
  /** A machine power state, class status or course status. */
  status: string;
}

/**
 * A coloured dot whose tooltip (and accessible name) is the status in words. The tooltip is for the mouse: the dot
 * is no tab stop (a list puts the status in each row's name instead). It is a plain bubble beside the dot, not
 * Blueprint's Tooltip, which would bring a positioning engine and an overlay to every page with a list: it stays
 * while the pointer is over the dot or the bubble, and Escape hides it (WCAG 1.4.13). Screen readers hear the dot's
 * name, so the bubble, which repeats it, is hidden from them.
 */
export function StatusDot({ status }: StatusDotProps) {
  const label = statusLabelOf(status);
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    if (!isShown) return undefined;
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [isShown]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the tooltip is for the mouse only; keyboard and screen-reader users get the status from the dot's name (and the row's)
    <span className="status-dot-anchor" onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <span
        className={`status-dot status-dot--${statusColourOf(status)}`}
        role="img"
        aria-label={label}
        data-status={status}
      />
      {isShown && (
        <span className="status-dot__tooltip" role="tooltip" aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}
