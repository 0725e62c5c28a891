import { describe, expect, it } from '@rstest/core';
import { composeInvitation } from './invitation-message';

// Auckland is 13 hours ahead in March: the class's days start the afternoon before, in UTC.
const facts = {
  trainingClass: {
    name: 'Routing <101> & "more"',
    timeZone: 'Pacific/Auckland',
    startDate: new Date('2031-03-09T11:00:00Z'),
    endDate: new Date('2031-03-13T11:00:00Z'),
    instructor: 'teacher@academy.test',
  },
  student: { name: '<b>Zoë</b> & Co', email: 'zoe@example.org' },
  link: 'https://portal.example/join#TOKEN_abc-123',
  instructorName: 'Ada <Lovelace>',
};

describe('an invitation', () => {
  it("names the class's first and last day in its own zone, the link and the instructor, as text", () => {
    const message = composeInvitation(facts);
    expect(message).toMatchObject({
      to: 'zoe@example.org',
      replyTo: 'teacher@academy.test',
      subject: 'Your sign-in link for Routing <101> & "more"',
    });
    expect(message.text).toContain(
      'You are invited to the class Routing <101> & "more", from Monday, 10 March 2031 to Thursday, 13 March 2031 (Pacific/Auckland time).',
    );
    expect(message.text).toContain('\nhttps://portal.example/join#TOKEN_abc-123\n');
    expect(message.text).toContain('Your instructor: Ada <Lovelace> (reply to this message to write to them).');
  });

  it('escapes every value in its HTML', () => {
    const { html } = composeInvitation(facts);
    expect(html).toContain('<p>Hello &#60;b&#62;Zoë&#60;/b&#62; &#38; Co,</p>');
    expect(html).toContain('<strong>Routing &#60;101&#62; &#38; &#34;more&#34;</strong>');
    expect(html).toContain('<a href="https://portal.example/join#TOKEN_abc-123">Open your lab</a>');
    expect(html).toContain('Your instructor: Ada &#60;Lovelace&#62;');
    expect(html).not.toMatch(/<b>|<101>|<Lovelace>/);
  });

  it('says "on" the day of a one-day class', () => {
    const oneDay = { ...facts.trainingClass, endDate: new Date('2031-03-10T11:00:00Z') };
    expect(composeInvitation({ ...facts, trainingClass: oneDay }).text).toContain(
      'on Monday, 10 March 2031 (Pacific/Auckland time).',
    );
  });
});
