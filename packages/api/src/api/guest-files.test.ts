import { describe, expect, it } from '@rstest/core';
import { AnswerError } from '../answer-fields';
import {
  defaultGuestFileFolder,
  FILE_UPLOAD_MAX_BYTES,
  fileSizeText,
  fileTooLargeText,
  guestFileNameProblem,
  guestFolderProblem,
  sendFileAnswerOf,
} from './guest-files';

describe('file sizes', () => {
  it('are said in 1024 steps, one decimal below 10', () => {
    const cases = {
      '1 byte': 1,
      '1023 bytes': 1023,
      '1.0 KB': 1024,
      '512 KB': 512 * 1024,
      '100 MB': FILE_UPLOAD_MAX_BYTES,
      '2.0 GB': 2 * 1024 ** 3,
    } satisfies Record<string, number>;
    for (const [text, bytes] of Object.entries(cases)) expect(fileSizeText(bytes)).toBe(text);
  });

  it('a file above the limit is refused with its size and the limit', () => {
    expect(fileTooLargeText('disk.iso', 2 * 1024 ** 3, FILE_UPLOAD_MAX_BYTES)).toBe(
      'disk.iso is 2.0 GB; files up to 100 MB can be sent.',
    );
  });
});

describe('guestFileNameProblem', () => {
  it('takes a base name, in any script', () => {
    for (const name of ['report.pdf', 'Übung 3 (final).docx', '.bashrc', 'a..b', '日本語.txt', 'x'.repeat(255)]) {
      expect(guestFileNameProblem(name, 'windows')).toBeNull();
      expect(guestFileNameProblem(name, 'linux')).toBeNull();
    }
  });

  it('refuses anything but a base name, saying why', () => {
    const cases = {
      '': 'The file has no name.',
      '../etc/passwd': "../etc/passwd is a path: only a file's own name can be sent, without / or \\.",
      'dir/file.txt': "dir/file.txt is a path: only a file's own name can be sent, without / or \\.",
      '..\\boot.ini': "..\\boot.ini is a path: only a file's own name can be sent, without / or \\.",
      '..': '.. is not a file name.',
      '.': '. is not a file name.',
      'a\u0000b': 'A file name cannot contain a NUL character.',
      'line\nbreak': 'A file name cannot contain control characters.',
      'bell\u0007': 'A file name cannot contain control characters.',
      ['é'.repeat(128)]: 'The file name is 256 bytes long: at most 255 can be sent.',
    } satisfies Record<string, string>;
    for (const [name, problem] of Object.entries(cases)) {
      expect(guestFileNameProblem(name, 'linux')).toBe(problem);
      expect(guestFileNameProblem(name, 'windows')).toBe(problem);
    }
  });

  it('refuses the names Windows keeps in Windows guests only', () => {
    const cases = {
      CON: 'CON is a name Windows keeps for a device: rename the file.',
      'nul.txt': 'nul.txt is a name Windows keeps for a device: rename the file.',
      'LPT1.log': 'LPT1.log is a name Windows keeps for a device: rename the file.',
      'what?.txt': 'what?.txt has a character Windows refuses in file names (< > : " | ? *).',
      'a:b': 'a:b has a character Windows refuses in file names (< > : " | ? *).',
      'notes.': 'notes. ends in a dot or a space, which Windows drops: rename the file.',
    } satisfies Record<string, string>;
    for (const [name, problem] of Object.entries(cases)) {
      expect(guestFileNameProblem(name, 'windows')).toBe(problem);
      expect(guestFileNameProblem(name, 'linux')).toBeNull();
    }
    expect(guestFileNameProblem('CONSOLE.txt', 'windows')).toBeNull();
  });
});

describe('guestFolderProblem', () => {
  it('takes an absolute path of the guest family', () => {
    expect(guestFolderProblem('C:\\Users\\Public\\Desktop', 'windows')).toBeNull();
    expect(guestFolderProblem('\\\\fs01\\share\\in', 'windows')).toBeNull();
    expect(guestFolderProblem('/srv/shared', 'linux')).toBeNull();
  });

  it('refuses anything else in plain words', () => {
    expect(guestFolderProblem('/srv', 'windows')).toBe(
      'Enter a full Windows path that starts with a drive, such as C:\\Users\\Public\\Desktop.',
    );
    expect(guestFolderProblem('C:\\Temp', 'linux')).toBe(
      'Enter a full Linux path that starts with /, such as /home/student.',
    );
    expect(guestFolderProblem('Desktop', 'linux')).toBe(
      'Enter a full Linux path that starts with /, such as /home/student.',
    );
    expect(guestFolderProblem('  ', 'linux')).toBe('Enter a folder, or leave it empty for the default.');
    expect(guestFolderProblem('/tmp/\u0001', 'linux')).toBe('A folder cannot contain control characters.');
    expect(guestFolderProblem('C:\\Users\\..\\Windows', 'windows')).toBe(
      'A folder cannot go up with "..": enter the folder itself.',
    );
  });
});

describe('defaultGuestFileFolder', () => {
  it('is the Desktop in Windows and the home in Linux', () => {
    expect(defaultGuestFileFolder('windows', 'academy')).toBe('C:\\Users\\academy\\Desktop');
    expect(defaultGuestFileFolder('linux', 'student')).toBe('/home/student');
    expect(defaultGuestFileFolder('linux', 'root')).toBe('/root');
  });
});

describe('sendFileAnswerOf', () => {
  it('reads the answer field by field', () => {
    expect(sendFileAnswerOf({ path: '/home/s/a (2).txt', bytes: 10, durationMs: 3, extra: 1 })).toEqual({
      path: '/home/s/a (2).txt',
      bytes: 10,
      durationMs: 3,
    });
  });

  it('names the field that is wrong', () => {
    expect(() => sendFileAnswerOf({ path: '/x', bytes: '10', durationMs: 3 })).toThrow(
      new AnswerError('sent file', 'bytes'),
    );
    expect(() => sendFileAnswerOf(null)).toThrow(new AnswerError('sent file', 'answer'));
  });
});
