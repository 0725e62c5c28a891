import { createEvent, sample } from 'effector';
import { formOpened } from '@/features/student-login/model';

/** The login page opened: the form starts over (a login that led away earlier is forgotten). */
export const pageOpened = createEvent();

sample({ clock: pageOpened, target: formOpened });
