import { createEvent, sample } from 'effector';
import { listOpened as deleteListOpened, deleteRequested, softDeleteClassFx } from '@/features/class-delete/model';
import { classDeleted, deleteChosen, listOpened } from '@/features/class-list/model';

/** The class list page opened: its classes, with Delete on each. */
export const pageOpened = createEvent();

sample({ clock: pageOpened, target: [listOpened, deleteListOpened] });
sample({ clock: deleteChosen, target: deleteRequested });
sample({ clock: softDeleteClassFx.doneData, target: classDeleted });
