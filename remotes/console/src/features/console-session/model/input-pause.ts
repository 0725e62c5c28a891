import { combine } from 'effector';
import { classroom } from '@/shared/model/classroom';
import { $isConnected } from './status';

/**
 * 'Pause screens': while the instructor has the class's screens paused, the server drops a student's keys, so the
 * page sends none (Ctrl + Alt + Del) rather than claim to have sent them; text typed by the server waits for the pause
 * to end instead (typing.ts). The pause comes from the page's classroom, which reads it when the page opens and follows
 * the student's push channel (an instructor's own console is never paused).
 */
export const $isInputPaused = classroom.screens.$isPaused;

/** Keys may go to the machine: connected and not paused. */
export const $canSendInput = combine($isConnected, $isInputPaused, (connected, paused) => connected && !paused);

export const PAUSED_BUTTON_TITLE =
  'Your instructor has paused the lab screens: nothing reaches the machine until they resume.';
