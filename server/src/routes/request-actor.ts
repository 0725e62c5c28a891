import type { Request } from 'express';

/** Who made a request, once a guard has checked it: a student by e-mail, an instructor by the token's subject. */
export interface Actor {
  role: 'student' | 'instructor';
  id: string;
}

const actors = new WeakMap<Request, Actor>();

/** Called by the guards: the request log and the audit trail name this actor. */
export function recordActor(req: Request, actor: Actor): void {
  actors.set(req, actor);
}

export function actorOf(req: Request): Actor | undefined {
  return actors.get(req);
}
