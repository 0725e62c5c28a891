export { $presentation } from './class-presentation/model';
export { PresentationPanel } from './class-presentation/ui/presentation-panel';
export type { MessageFormProps } from './message-form/message-form';
export { MessageForm } from './message-form/message-form';
export type { MessageHistoryProps } from './message-history/message-history';
export { MessageHistory } from './message-history/message-history';
export { studentHeadingOf, withMessage } from './student-messages/lib';
export { $messages, $notice, fetchMessagesFx, sendReplyFx } from './student-messages/model';
export { ClassroomMessages } from './student-messages/ui/classroom-messages';
