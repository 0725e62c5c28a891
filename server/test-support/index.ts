/*
 * `@academy/server/testing`: what the end-to-end tests and the bench take from the server. Only light modules:
 * importing this starts nothing. The server's own tests import the helpers beside this file directly.
 */

// How the reference guest paints its console, for reading the WebMKS canvas back as text.
export { GLYPH_SIZE, glyphRows } from '../src/hypervisor/simulated/console/font-8x8';
export {
  CELL_HEIGHT,
  CELL_WIDTH,
  FOREGROUND,
  GLYPH_TOP,
  SCALE,
} from '../src/hypervisor/simulated/console/screen-painter';
// The seeded hostile request corpus the server's tests replay, for the bench to replay against a running server.
export { type HostileCorpusOptions, type HostileRequest, hostileRequests } from './hostile-requests';
// The test mail relay the end-to-end run's servers send invitations through, as an academy's own relay.
export { type ReceivedMail, type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';
