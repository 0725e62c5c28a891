import type { KeyboardLayout } from '@academy/api';

/**
 * Issue 41's test text, 200 characters with `@ # \ | € ~ { } ä ß é` and line breaks, as each layout types it: US has
 * no €, ä, ß, é; UK no ä, ß, é; FR no ß.
 */
const LINE = 'admin@dc01 # C:\\Temp | 5 € ~ {x} ä ß é\n';

export const ISSUE_41_TEXT_OF = {
  us: 'admin@dc01 # C:\\Temp | 5 ~ {x}\n'.repeat(7).slice(0, 200),
  uk: LINE.replace(/[äßé] /g, '')
    .repeat(6)
    .slice(0, 200),
  de: LINE.repeat(6).slice(0, 200),
  fr: LINE.replace('ß ', '').repeat(6).slice(0, 200),
} satisfies Partial<Record<KeyboardLayout, string>>;
