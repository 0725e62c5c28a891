import { routes } from '@academy/api';
import { routeOf } from '@academy/ui/instructor';
import { createEvent, sample } from 'effector';
import { formClosed, formOpened } from '@/features/class-form/model';
import { rosterClosed, rosterOpened } from '@/features/class-roster/model';
import { $editedClass } from '@/shared/model/edited-class';

/** The class form page opened on a path (/classes/new or /classes/edit). */
export const pageOpened = createEvent<{ path: string }>();
export const pageClosed = createEvent();

sample({ clock: pageOpened, target: formOpened });
sample({ clock: pageClosed, target: formClosed });

// An edited class that names its students shows their invitations below the form, followed while mail is on its way.
sample({
  clock: pageOpened,
  source: $editedClass,
  filter: (edited, { path }) => routeOf(path) === routes.classEdit && (edited?.rosterSize ?? 0) > 0,
  fn: (edited) => ({ classId: (edited as NonNullable<typeof edited>).id, followsInvitations: true }),
  target: rosterOpened,
});
sample({ clock: pageClosed, target: rosterClosed });
