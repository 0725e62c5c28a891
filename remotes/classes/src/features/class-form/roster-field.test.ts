import { HttpError, MAX_ATTENDEES, routes, type TrainingClassInput } from '@academy/api';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork, type Scope } from 'effector';
import { classEditStarted } from '@/shared/model/edited-class';
import { aClassRoster } from '@/shared/testing/roster';
import { aTrainingClass, aTrainingCourse, JAVA_101_INPUT } from '@/shared/testing/training-class';
import { $browserTimeZone, createClassFx, fetchCoursesFx, formOpened, formSubmitted, updateClassFx } from './model';
import {
  $isRosterValid,
  $isRosterWaiting,
  $rosterAttendees,
  $rosterCheck,
  $rosterMessages,
  $rosterText,
  fetchFormRosterFx,
  passphraseModeChosen,
  readRosterFileFx,
  rosterFileChosen,
  rosterRetryClicked,
  rosterTyped,
} from './roster-field';
import { JAVA_101_FORM } from './testing/java-101-form';

function formScope(handlers: Array<[unknown, unknown]> = []): Scope {
  return fork({
    values: [[$browserTimeZone, 'America/New_York']],
    handlers: [[fetchCoursesFx, async () => [aTrainingCourse()]], ...handlers] as never,
  });
}

afterEach(() => {
  rs.restoreAllMocks();
  // What a test typed is kept as the form's draft: the next test starts without one.
  sessionStorage.clear();
});

async function openNewForm(scope: Scope): Promise<void> {
  await allSettled(formOpened, { scope, params: { path: routes.classNew } });
}

async function paste(text: string, scope: Scope = formScope()) {
  await openNewForm(scope);
  await allSettled(rosterTyped, { scope, params: text });
  const check = scope.getState($rosterCheck);
  return {
    rows: check.lines.map(({ line, name, email }) => [line, name, email]),
    problems: [...scope.getState($rosterMessages), ...check.lines.flatMap(({ problem }) => (problem ? [problem] : []))],
    isValid: scope.getState($isRosterValid),
  };
}

interface PasteCase {
  text: string;
  rows: Array<[number, string, string]>;
  problems?: string[];
}

/** What an instructor pastes or types, and what the field reads of it: rows [line, name, e-mail] and problems. */
const PASTES = {
  'one student a line, name and address split by a comma': {
    text: 'Ann Lee, ann@x.org\nBob Chen,bob@x.org',
    rows: [
      [1, 'Ann Lee', 'ann@x.org'],
      [2, 'Bob Chen', 'bob@x.org'],
    ],
  },
  'cells split by tabs, as a spreadsheet copies them': {
    text: 'Ann Lee\tann@x.org\nLee, Bob\tbob@x.org',
    rows: [
      [1, 'Ann Lee', 'ann@x.org'],
      [2, 'Lee, Bob', 'bob@x.org'],
    ],
  },
  'quoted cells with commas, doubled quotes and a space after the quote': {
    text: '"Lee, Ann", ann@x.org\n"Chen ""Bo"" Bob" ,bob@x.org',
    rows: [
      [1, 'Lee, Ann', 'ann@x.org'],
      [2, 'Chen "Bo" Bob', 'bob@x.org'],
    ],
  },
  'semicolons, as some locales write CSV': {
    text: 'Ann Lee;ann@x.org',
    rows: [[1, 'Ann Lee', 'ann@x.org']],
  },
  'a header row skipped, its line still counted': {
    text: 'name,email\nAnn Lee,ann@x.org',
    rows: [[2, 'Ann Lee', 'ann@x.org']],
  },
  'a header row that puts the address first and adds a column': {
    text: 'E-mail;Full Name;Company\nann@x.org;Ann Lee;Acme',
    rows: [[2, 'Ann Lee', 'ann@x.org']],
  },
  'an address first without a header': {
    text: 'ann@x.org, Ann Lee',
    rows: [[1, 'Ann Lee', 'ann@x.org']],
  },
  'blank lines left out, their numbers counted': {
    text: '\nAnn Lee, ann@x.org\n\n  \t \nBob Chen, bob@x.org\n',
    rows: [
      [2, 'Ann Lee', 'ann@x.org'],
      [5, 'Bob Chen', 'bob@x.org'],
    ],
  },
  'CR LF line ends': {
    text: 'Ann Lee, ann@x.org\r\nBob Chen, bob@x.org\r\n',
    rows: [
      [1, 'Ann Lee', 'ann@x.org'],
      [2, 'Bob Chen', 'bob@x.org'],
    ],
  },
  'a byte order mark before the header': {
    text: '\uFEFFname,email\r\nAnn Lee,ann@x.org',
    rows: [[2, 'Ann Lee', 'ann@x.org']],
  },
  'the same address twice in any case': {
    text: 'Ann Lee, ann@x.org\nBob Chen, bob@x.org\nAnn Again, ANN@X.org',
    rows: [
      [1, 'Ann Lee', 'ann@x.org'],
      [2, 'Bob Chen', 'bob@x.org'],
      [3, 'Ann Again', 'ANN@X.org'],
    ],
    problems: ['Row 3: ANN@X.org is already on row 1.'],
  },
  'an address that is not one': {
    text: 'Ann Lee, ann@x.org\nBob, bob@',
    rows: [
      [1, 'Ann Lee', 'ann@x.org'],
      [2, 'Bob', 'bob@'],
    ],
    problems: ["Row 2: 'bob@' is not an e-mail address."],
  },
  'a missing name, a missing address': {
    text: ', ann@x.org\nBob Chen',
    rows: [
      [1, '', 'ann@x.org'],
      [2, 'Bob Chen', ''],
    ],
    problems: ['Row 1: the name is missing.', 'Row 2: the e-mail address is missing.'],
  },
  'a name too long': {
    text: `${'A'.repeat(101)}, ann@x.org\n${'B'.repeat(100)}, bob@x.org`,
    rows: [
      [1, 'A'.repeat(101), 'ann@x.org'],
      [2, 'B'.repeat(100), 'bob@x.org'],
    ],
    problems: ['Row 1: the name is longer than 100 characters.'],
  },
  'control characters in a name, however they came': {
    text: 'Ann\u0007 Lee, ann@x.org\n"Bob\nChen", bob@x.org\nCy\u0085, cy@x.org',
    rows: [
      [1, 'Ann\u0007 Lee', 'ann@x.org'],
      [2, 'Bob\nChen', 'bob@x.org'],
      [4, 'Cy\u0085', 'cy@x.org'],
    ],
    problems: [
      'Row 1: the name holds a control character (a tab, a line break or another invisible one).',
      'Row 2: the name holds a control character (a tab, a line break or another invisible one).',
      'Row 4: the name holds a control character (a tab, a line break or another invisible one).',
    ],
  },
  'too many cells without a header': {
    text: 'Ann, Lee, ann@x.org',
    rows: [[1, 'Ann', 'Lee']],
    problems: ['Row 1: a row holds a name and an e-mail address; this one has 3 cells.'],
  },
  'a spreadsheet formula as a name, kept as the text it is': {
    text: "=cmd|' /C calc'!A0, eve@x.org",
    rows: [[1, "=cmd|' /C calc'!A0", 'eve@x.org']],
  },
  [`${MAX_ATTENDEES + 1} rows`]: {
    text: Array.from({ length: 16 }, (_, index) => `Student ${index + 1}, s${index + 1}@x.org`).join('\n'),
    rows: Array.from({ length: 16 }, (_, index): [number, string, string] => [
      index + 1,
      `Student ${index + 1}`,
      `s${index + 1}@x.org`,
    ]),
    problems: ['15 students at most: this roster has 16.'],
  },
} satisfies Record<string, PasteCase>;

describe('the Students field: what a paste reads', () => {
  it.each(Object.entries(PASTES))('%s', async (_, { text, rows, ...expected }) => {
    const read = await paste(text);
    expect(read.rows).toEqual(rows);
    const problems = 'problems' in expected ? expected.problems : [];
    expect(read.problems).toEqual(problems);
    expect(read.isValid).toBe(problems.length === 0);
  });

  it('reads 10,000 rows within the size limit, refusing them by their count', async () => {
    const text = Array.from({ length: 10_000 }, () => 'a,a@b').join('\n');
    const read = await paste(text);
    expect(read.rows).toHaveLength(10_000);
    expect(read.problems[0]).toBe('15 students at most: this roster has 10000.');
    expect(read.problems[1]).toBe('Row 2: a@b is already on row 1.');
    expect(read.isValid).toBe(false);
  });

  it('refuses a text over 64 KB unread, saying how large it is', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `Student ${index}, s${index}@x.org`).join('\n');
    expect((await paste(many)).problems).toEqual(['A roster is at most 64 KB of text; this one is 252 KB.']);
    const fiveMegabytes = 'x'.repeat(5 * 1024 * 1024);
    const read = await paste(fiveMegabytes);
    expect(read).toEqual({
      rows: [],
      problems: ['A roster is at most 64 KB of text; this one is 5.0 MB.'],
      isValid: false,
    });
  });

  it('an empty field is no roster: valid, Attendees chosen as ever', async () => {
    const scope = formScope();
    const read = await paste('Ann Lee, ann@x.org', scope);
    expect(read.isValid).toBe(true);
    await allSettled(rosterTyped, { scope, params: ' \n\n' });
    expect(scope.getState($isRosterValid)).toBe(true);
    expect(scope.getState($rosterAttendees)).toBeNull();
  });
});

describe('the Students field: an uploaded file', () => {
  it('fills the field with the file read in the browser', async () => {
    const scope = formScope();
    await openNewForm(scope);
    const file = new File(['\uFEFFname,email\r\nAnn Lee,ann@x.org\r\n'], 'class.csv', { type: 'text/csv' });
    await allSettled(rosterFileChosen, { scope, params: file });
    expect(scope.getState($rosterText)).toBe('name,email\r\nAnn Lee,ann@x.org\r\n');
    expect(scope.getState($rosterCheck).lines.map(({ name }) => name)).toEqual(['Ann Lee']);
  });

  it('refuses a 5 MB file before reading it, and keeps what the field held', async () => {
    const scope = formScope();
    await openNewForm(scope);
    await allSettled(rosterTyped, { scope, params: 'Ann Lee, ann@x.org' });
    const file = new File([new Uint8Array(5 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' });
    const read = rs.spyOn(file, 'arrayBuffer');
    await allSettled(rosterFileChosen, { scope, params: file });
    expect(read).not.toHaveBeenCalled();
    expect(scope.getState($rosterMessages)).toEqual(['huge.csv is 5.0 MB: a roster file is at most 64 KB.']);
    expect(scope.getState($rosterText)).toBe('Ann Lee, ann@x.org');
    expect(scope.getState($isRosterValid)).toBe(false);
    await allSettled(rosterTyped, { scope, params: 'Ann Lee, ann@x.org\n' });
    expect(scope.getState($rosterMessages)).toEqual([]);
  });

  it('refuses a file that is not UTF-8 rather than show its names wrong', async () => {
    const scope = formScope();
    await openNewForm(scope);
    // 'José' as a legacy Windows export writes it: é is the single byte 0xE9.
    const file = new File([new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x2c, 0x6a, 0x40, 0x78])], 'legacy.csv');
    await allSettled(rosterFileChosen, { scope, params: file });
    expect(scope.getState($rosterMessages)).toEqual([
      'legacy.csv is not UTF-8 text: save it as "CSV UTF-8" and upload it again.',
    ]);
    expect(scope.getState($rosterText)).toBe('');
  });

  it('reads the file through its own effect, whose code is fetched on the first upload', async () => {
    const read = rs.fn(async () => 'Ann Lee, ann@x.org');
    const scope = formScope([[readRosterFileFx, read]]);
    await openNewForm(scope);
    const file = new File(['ignored'], 'class.csv');
    await allSettled(rosterFileChosen, { scope, params: file });
    expect(read).toHaveBeenCalledWith(file);
    expect(scope.getState($rosterText)).toBe('Ann Lee, ann@x.org');
  });
});

describe('the Students field: saving', () => {
  const roster = 'Ann Lee, ann@x.org\nBob Chen, bob@x.org\nCy Diaz, cy@x.org';
  const rows = [
    { name: 'Ann Lee', email: 'ann@x.org' },
    { name: 'Bob Chen', email: 'bob@x.org' },
    { name: 'Cy Diaz', email: 'cy@x.org' },
  ];

  it('Attendees follows the roster: its row count is sent, with the rows and the one class passphrase', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    const scope = formScope([[createClassFx, create]]);
    await openNewForm(scope);
    await allSettled(rosterTyped, { scope, params: roster });
    expect(scope.getState($rosterAttendees)).toBe(3);
    await allSettled(formSubmitted, { scope, params: { ...JAVA_101_FORM, attendees: '' } });
    expect(create.mock.calls[0]?.[1]).toEqual({
      ...JAVA_101_INPUT,
      attendees: 3,
      roster: rows,
      passphraseMode: 'CLASS',
    });
  });

  it('sends a personal passphrase per student when chosen', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    const scope = formScope([[createClassFx, create]]);
    await openNewForm(scope);
    await allSettled(rosterTyped, { scope, params: roster });
    await allSettled(passphraseModeChosen, { scope, params: 'PERSONAL' });
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(create.mock.calls[0]?.[1]).toMatchObject({ attendees: 3, passphraseMode: 'PERSONAL' });
  });

  it('a roster emptied again is no roster: the body of spec §7, Attendees as chosen', async () => {
    const create = rs.fn(async (_api: unknown, _input: TrainingClassInput) => undefined);
    const scope = formScope([[createClassFx, create]]);
    await openNewForm(scope);
    await allSettled(rosterTyped, { scope, params: roster });
    await allSettled(passphraseModeChosen, { scope, params: 'PERSONAL' });
    await allSettled(rosterTyped, { scope, params: '' });
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(create.mock.calls[0]?.[1]).toEqual(JAVA_101_INPUT);
  });

  it('sends nothing while the roster has a problem', async () => {
    const create = rs.fn(async () => undefined);
    const scope = formScope([[createClassFx, create]]);
    await openNewForm(scope);
    await allSettled(rosterTyped, { scope, params: 'Ann Lee, ann@' });
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(create).not.toHaveBeenCalled();
  });
});

describe('the Students field: an edited class', () => {
  const rostered = aTrainingClass({ rosterSize: 2, passphraseMode: 'PERSONAL', attendees: 2 });

  async function openEdit(scope: Scope) {
    await allSettled(classEditStarted, { scope, params: rostered });
    await allSettled(formOpened, { scope, params: { path: routes.classEdit } });
  }

  it("is filled with the class's roster, read from the server; unchanged, it is not sent", async () => {
    const readRoster = rs.fn(async (_api: unknown, _classId: string) => aClassRoster());
    const update = rs.fn(async (_api: unknown, _update: unknown) => rostered);
    const scope = formScope([
      [fetchFormRosterFx, readRoster],
      [updateClassFx, update],
    ]);
    await openEdit(scope);
    expect(readRoster.mock.calls[0]?.[1]).toBe('class-1');
    expect(scope.getState($rosterText)).toBe('"Lee, Ann", ann@x.org\nBob Chen, bob@x.org');
    expect(scope.getState($rosterAttendees)).toBe(2);
    await allSettled(formSubmitted, { scope, params: { ...JAVA_101_FORM, name: 'Java 102' } });
    expect(update.mock.calls[0]?.[1]).toEqual({
      id: 'class-1',
      input: { ...JAVA_101_INPUT, name: 'Java 102', attendees: 2, passphraseMode: 'PERSONAL' },
    });
  });

  it('sends the rows once changed, Attendees their count', async () => {
    const update = rs.fn(async (_api: unknown, _update: unknown) => rostered);
    const scope = formScope([
      [fetchFormRosterFx, async () => aClassRoster()],
      [updateClassFx, update],
    ]);
    await openEdit(scope);
    await allSettled(rosterTyped, { scope, params: `${scope.getState($rosterText)}\nCy Diaz, cy@x.org` });
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(update.mock.calls[0]?.[1]).toMatchObject({
      input: {
        attendees: 3,
        roster: [
          { name: 'Lee, Ann', email: 'ann@x.org' },
          { name: 'Bob Chen', email: 'bob@x.org' },
          { name: 'Cy Diaz', email: 'cy@x.org' },
        ],
      },
    });
  });

  it('keeps at least one row: an emptied roster is refused, nothing sent', async () => {
    const update = rs.fn(async (_api: unknown, _update: unknown) => rostered);
    const scope = formScope([
      [fetchFormRosterFx, async () => aClassRoster()],
      [updateClassFx, update],
    ]);
    await openEdit(scope);
    await allSettled(rosterTyped, { scope, params: '' });
    expect(scope.getState($rosterMessages)).toEqual([
      'This class has named students: keep at least one row (a student is removed on the class monitor).',
    ]);
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(update).not.toHaveBeenCalled();
  });

  it('waits for the roster: a failed read says so, offers a retry, and nothing is saved meanwhile', async () => {
    let fail = true;
    const update = rs.fn(async (_api: unknown, _update: unknown) => rostered);
    const scope = formScope([
      [
        fetchFormRosterFx,
        async () => {
          if (fail) throw new HttpError(503, 'down');
          return aClassRoster();
        },
      ],
      [updateClassFx, update],
    ]);
    await openEdit(scope);
    expect(scope.getState($isRosterWaiting)).toBe(true);
    expect(scope.getState($rosterAttendees)).toBe(2);
    expect(scope.getState($rosterMessages)).toEqual(["The class's students could not be read: Server error."]);
    await allSettled(formSubmitted, { scope, params: JAVA_101_FORM });
    expect(update).not.toHaveBeenCalled();
    fail = false;
    await allSettled(rosterRetryClicked, { scope });
    expect(scope.getState($isRosterWaiting)).toBe(false);
    expect(scope.getState($rosterMessages)).toEqual([]);
    expect(scope.getState($rosterText)).toBe('"Lee, Ann", ann@x.org\nBob Chen, bob@x.org');
  });

  it('a class without a roster reads none', async () => {
    const readRoster = rs.fn(async (_api: unknown, _classId: string) => aClassRoster());
    const scope = formScope([[fetchFormRosterFx, readRoster]]);
    await allSettled(classEditStarted, { scope, params: aTrainingClass({ rosterSize: 0 }) });
    await allSettled(formOpened, { scope, params: { path: routes.classEdit } });
    expect(readRoster).not.toHaveBeenCalled();
    expect(scope.getState($isRosterWaiting)).toBe(false);
    expect(scope.getState($rosterAttendees)).toBeNull();
  });
});
