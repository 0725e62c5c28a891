import type { StudentLab } from '@academy/api';

/** A raised hand in the class's queue: rank 1 was raised first. */
export interface QueuedHand {
  email: string;
  rank: number;
  requestedAt: string;
  claimedBy: string | null;
}

/** The raised hands in the order they went up (ties by e-mail, as the server ranks them for the students). */
export function helpQueueOf(labs: readonly StudentLab[]): QueuedHand[] {
  return labs
    .flatMap((lab) =>
      lab.helpRequestedAt === null
        ? []
        : [{ email: lab.email, requestedAt: lab.helpRequestedAt, claimedBy: lab.helpClaimedBy }],
    )
    .sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt) || (a.email < b.email ? -1 : 1))
    .map((hand, index) => ({ ...hand, rank: index + 1 }));
}

/** How long a hand has been up, to the minute: 'waiting 4 min', 'waiting 1 h 05 min'. */
export function waitTextOf(requestedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(requestedAt)) / 60_000));
  if (minutes < 1) return 'waiting less than a minute';
  if (minutes < 60) return `waiting ${minutes} min`;
  return `waiting ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** What the student and the other instructors read once an instructor claimed the hand. */
export function comingToHelpText(instructorName: string): string {
  return `${instructorName} is coming to help`;
}
