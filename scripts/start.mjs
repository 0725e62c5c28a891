// `npm start`: install, build, and run the whole portal with its embedded defaults on http://localhost:3000.
import { checkNodeVersion } from './node-version.mjs';
import { build, install, pnpm } from './workspace.mjs';

checkNodeVersion();
install();
build();
pnpm(['--filter', '@academy/server', 'start']);
