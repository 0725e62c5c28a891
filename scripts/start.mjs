// `npm start`: install, build, and run the whole portal with its embedded defaults on http://localhost:3000.
import { installAndBuild, pnpm } from './workspace.mjs';

installAndBuild();
pnpm(['--filter', '@academy/server', 'start']);
