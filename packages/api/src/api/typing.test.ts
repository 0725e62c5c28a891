import { describe, expect, it } from '@rstest/core';
import { AnswerError } from '../answer-fields';
import { parseTypingEvent, type TypingEvent } from './typing';

describe('parseTypingEvent', () => {
  it.each([
    { type: 'progress', charactersTyped: 1200, characters: 4000 },
    { type: 'held', message: 'Your instructor has paused the lab screens.' },
    { type: 'resumed' },
    { type: 'done', charactersTyped: 200, layout: 'de', durationMs: 65 },
    { type: 'failed', status: 409, message: 'Start DC01 - Domain Controller, then type again.' },
  ] satisfies TypingEvent[])('reads a $type line, as text or as parsed JSON', (event) => {
    expect(parseTypingEvent(JSON.stringify(event))).toEqual(event);
    expect(parseTypingEvent(event)).toEqual(event);
  });

  it('leaves out the fields it does not know', () => {
    expect(parseTypingEvent('{"type":"resumed","at":"now"}')).toEqual({ type: 'resumed' });
  });

  it.each([
    ['not JSON', '{"type":"progress"', 'the line is not JSON'],
    ['not an object', '[]', 'event'],
    ['an unknown type', '{"type":"cancelled"}', 'type'],
    ['a count that is not one', '{"type":"progress","charactersTyped":-1,"characters":2}', 'charactersTyped'],
    ['a held line without words', '{"type":"held"}', 'message'],
    ['an unknown layout', '{"type":"done","charactersTyped":1,"layout":"dvorak","durationMs":1}', 'layout'],
    ['a failure without its status', '{"type":"failed","message":"Gone."}', 'status'],
  ])('throws an AnswerError naming the field for %s', (_case, line, field) => {
    expect(() => parseTypingEvent(line)).toThrow(new AnswerError('typing progress', field));
  });
});
