import { STUDENT_LOGIN_TIMEOUT_MS } from '@academy/api';
import { describeCallTimeOuts } from '@/shared/testing/call-time-outs';
import { logIn } from './lab-login';

describeCallTimeOuts('login API time-out', [
  {
    name: 'the login',
    call: () => logIn({ apiBaseUrl: 'http://api.test', basic: 'YTpi' }),
    timeoutMs: STUDENT_LOGIN_TIMEOUT_MS,
  },
]);
