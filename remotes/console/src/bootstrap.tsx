import { mountStandalone } from '@academy/build/remote-standalone';
import { routes } from '@academy/contracts';
import { studentSessionStarted } from '@academy/auth';
import ViewPage from '@/pages/view';

void mountStandalone([{ path: routes.view, element: <ViewPage /> }], [studentSessionStarted]);
