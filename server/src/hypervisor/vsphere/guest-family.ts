import type { GuestOs } from '../../domain/ports/guest-scripts';

/**
 * A machine's guest family from what vCenter says of it: `guest.guestFamily` (windowsGuest, linuxGuest, ...) when
 * VMware Tools reported it, else the configured `config.guestId` (windows2019srvNext_64Guest, ubuntu64Guest, ...:
 * every Windows id begins with "win"). Anything not Windows runs sh.
 */
export function guestOsOf(guestId: string | undefined, guestFamily?: string): GuestOs {
  if (guestFamily) return guestFamily === 'windowsGuest' ? 'windows' : 'linux';
  return guestId?.toLowerCase().startsWith('win') ? 'windows' : 'linux';
}
