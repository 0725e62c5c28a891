import type { XmlNode } from './soap-envelope';

/** A vSphere fault, matched by its type (never its message: vcsim's messages are Go type names). */
export class VimFault extends Error {
  constructor(
    readonly faultType: string,
    message: string,
    readonly detail?: XmlNode,
  ) {
    super(`${faultType}: ${message}`);
    this.name = 'VimFault';
  }
}

/** vCenter did not answer (refused, timed out, 5xx other than a fault): the portal reports it unavailable. */
export class VimUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VimUnavailable';
  }
}
