import type { InstructorIdentity } from '../../domain/ports/identity';

/** The instructor's name when their sign-in carries one (not only their address or subject): invitations name it. */
export function instructorNameOf(identity: InstructorIdentity): string | undefined {
  return identity.name === identity.email || identity.name === identity.subject ? undefined : identity.name;
}
