import { defineRemoteBuild } from '@academy/build/remote-build';
import federation from './module-federation.config';

export default defineRemoteBuild({ ...federation, devPort: 3011 });
