import { createClassroom } from '@academy/classroom';

/**
 * The classroom of /view (a student's own console): its messages, banner, paused screens and presentation. The
 * console's features read the pause (nothing a student sends reaches the machine then), so it lives here rather than in
 * the page's model; it hears the push channel only while /view shows it.
 */
export const classroom = createClassroom();
