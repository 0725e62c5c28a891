// `npm start`: install, build, and run the whole portal with its embedded defaults on http://localhost:3000.
import { build, install, pnpm } from './workspace.mjs';

install();
build();
pnpm(['--filter', '@academy/server', 'start']);
