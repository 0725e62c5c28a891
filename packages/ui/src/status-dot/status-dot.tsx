import { Tooltip } from '@blueprintjs/core';
import { statusColourOf, statusLabelOf } from './status-colour';
import './status-dot.css';

export interface StatusDotProps {
  /** A machine power state, class status or course status. */
  status: string;
}

/**
 * A coloured dot whose tooltip (and accessible name) is the status in words. The tooltip is for the mouse: the dot
 * is no tab stop (a list puts the status in each row's name instead).
 */
export function StatusDot({ status }: StatusDotProps) {
  const label = statusLabelOf(status);
  return (
    <Tooltip content={label} placement="right" openOnTargetFocus={false}>
      <span
        className={`status-dot status-dot--${statusColourOf(status)}`}
        role="img"
        aria-label={label}
        data-status={status}
      />
    </Tooltip>
  );
}
