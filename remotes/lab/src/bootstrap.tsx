import { routes } from '@academy/api';
import { studentSessionStarted } from '@academy/auth';
import { mountStandalone } from '@academy/build/remote-standalone';
import LoginPage from '@/pages/login';
import MachinesPage from '@/pages/machines';

void mountStandalone(
  [
    { path: routes.home, element: <LoginPage /> },
    { path: routes.login, element: <LoginPage /> },
    { path: routes.machines, element: <MachinesPage /> },
  ],
  [studentSessionStarted],
);
