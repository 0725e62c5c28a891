import { createEvent, sample } from 'effector';
import { formClosed, formOpened } from '@/features/class-form/model';

/** The class form page opened on a path (/classes/new or /classes/edit). */
export const pageOpened = createEvent<{ path: string }>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: formOpened });
sample({ clock: pageClosed, target: formClosed });
