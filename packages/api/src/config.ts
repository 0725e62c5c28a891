/** Names of the federated remotes; each maps to a release in /remotes.json. */
export const REMOTE_NAMES = ['lab', 'console', 'courses', 'classes'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The federation name a remote is built with. It becomes a global variable of the page, so it must
 * not be a bare word like `console`, which would clash with window.console.
 */
export function federationNameOf(remote: RemoteName): string {
  return `academy_${remote}`;
}

/** /config.json: deployment settings the shell reads at start-up, so one build serves every academy. */
export interface RuntimeConfig {
  /** Base URL of the Training API; empty for the shell's own origin. */
  apiBaseUrl: string;
  /** Academy e-mail domain appended to a student username without '@'. */
  loginDomain: string;
  /** Time-out of every remote load (manifest, entry, chunks), in ms. */
  remoteLoadTimeoutMs: number;
  /**
   * The console's reconnect interval in ms; absent, spec §9's CONSOLE_RECONNECT_MS (4000). Test servers shorten it so
   * a dropped connection costs no real 4 s.
   */
  consoleReconnectMs?: number;
  identity: {
    /** Okta-shaped issuer, e.g. https://academy.okta.com/oauth2/default. */
    issuer: string;
    clientId: string;
  };
}

/**
 * The id of the JSON data block in the shell's page where the server puts the runtime configuration and the remote
 * releases (`{ runtime, remotes }`), so the shell starts without asking for /config.json and /remotes.json.
 */
export const STARTUP_CONFIG_ELEMENT_ID = 'academy-startup-config';
