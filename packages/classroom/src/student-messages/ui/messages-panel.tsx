import { Conversation } from '../../conversation/ui/conversation';
import { studentHeadingOf } from '../lib';
import type { StudentMessages } from '../model';
import styles from './classroom-messages.module.css';

/** The class's messages to the student, and a message to the instructors. */
export function MessagesPanel({ id, model }: { id: string; model: StudentMessages }) {
  return (
    <section id={id} className={styles.panel} aria-label="Messages of the class">
      <Conversation model={model.conversation} label="Message to your instructor" headingOf={studentHeadingOf} />
    </section>
  );
}
