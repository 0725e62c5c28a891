// Prints the server's hostile request corpus as JSON (run with tsx from server/, which has fast-check).
// argv[2]: the generator's options as JSON.
import { hostileRequests } from '@academy/server/testing';

process.stdout.write(JSON.stringify(hostileRequests(JSON.parse(process.argv[2] ?? '{}'))));
