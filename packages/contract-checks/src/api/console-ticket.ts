import type { ConsoleTicket } from '@academy/contracts';
import { isString, objectOf } from '../values';

export const isConsoleTicket = objectOf<ConsoleTicket>({ vm: isString, ticket: isString, expiresAt: isString });
