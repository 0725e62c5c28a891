// Test helpers (`@academy/auth/testing`), never part of the shared runtime API: servers that hang or answer at will.
export { hangingFetch, whileServerHangs } from './hung-server';
export { whileServerAnswers } from './server-answers';
