export { RouteLink } from './route-link/route-link';
export type { RouteLinkProps } from './route-link/route-link';
export { StatusDot } from './status-dot/status-dot';
export type { StatusDotProps } from './status-dot/status-dot';
export { statusColourOf, statusLabelOf } from './status-dot/status-colour';
export type { StatusColour } from './status-dot/status-colour';
export { SortableHeader } from './sortable-header/sortable-header';
export type { SortableHeaderProps } from './sortable-header/sortable-header';
