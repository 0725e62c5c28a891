import { toClassDays } from '@academy/class-rules';
import type { InvitationMessage } from '../../domain/ports/roster-storage';
import type { ClassRecord } from '../../domain/ports/storage';
import { escapeHtml } from '../../html/escape-html';

/** What an invitation says: the class, the student, their link and who teaches. */
export interface InvitationFacts {
  trainingClass: Pick<ClassRecord, 'name' | 'startDate' | 'endDate' | 'timeZone' | 'instructor'>;
  student: { name: string; email: string };
  link: string;
  /** The instructor as the invitation names them: their name when their sign-in carries one, else their address. */
  instructorName: string;
}

// A calendar day as a person reads it; the day is the class's own (its zone), so it is formatted as the UTC day it is.
const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "on Monday, 10 March 2031" or "from Monday, 10 March 2031 to Friday, 14 March 2031", in the class's zone. */
function whenOf(trainingClass: InvitationFacts['trainingClass']): string {
  const { firstDay, lastDay } = toClassDays({
    startDate: trainingClass.startDate.toISOString(),
    endDate: trainingClass.endDate.toISOString(),
    timeZone: trainingClass.timeZone,
  });
  const day = (calendarDay: string) => DAY.format(new Date(`${calendarDay}T00:00:00Z`));
  const days = firstDay === lastDay ? `on ${day(firstDay)}` : `from ${day(firstDay)} to ${day(lastDay)}`;
  return `${days} (${trainingClass.timeZone} time)`;
}

/** The invitation of one student, as plain text and as HTML (every value escaped there). */
export function composeInvitation(facts: InvitationFacts): InvitationMessage {
  const { trainingClass, student, link, instructorName } = facts;
  const when = whenOf(trainingClass);
  const lines = [
    `Hello ${student.name},`,
    '',
    `You are invited to the class ${trainingClass.name}, ${when}.`,
    '',
    'Open your lab with your personal sign-in link:',
    link,
    '',
    'The link is yours alone: please do not share it. It works until the class ends.',
    '',
    `Your instructor: ${instructorName} (reply to this message to write to them).`,
  ];
  const html = [
    `<p>Hello ${escapeHtml(student.name)},</p>`,
    `<p>You are invited to the class <strong>${escapeHtml(trainingClass.name)}</strong>, ${escapeHtml(when)}.</p>`,
    `<p><a href="${escapeHtml(link)}">Open your lab</a> with your personal sign-in link:<br>${escapeHtml(link)}</p>`,
    '<p>The link is yours alone: please do not share it. It works until the class ends.</p>',
    `<p>Your instructor: ${escapeHtml(instructorName)} (reply to this message to write to them).</p>`,
  ];
  return {
    to: student.email,
    replyTo: trainingClass.instructor,
    subject: `Your sign-in link for ${trainingClass.name}`,
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body>${html.join('\n')}</body></html>\n`,
  };
}
