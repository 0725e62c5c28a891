import { routes } from '@academy/api';
import { studentSessionStarted } from '@academy/auth';
import { mountStandalone } from '@academy/build/remote-standalone';
import ViewPage from '@/pages/view';

void mountStandalone([{ path: routes.view, element: <ViewPage /> }], [studentSessionStarted]);
