import { describe, expect, it } from '@rstest/core';
import { generatePassphrase, passphraseMatches, slugify, studentUsernames } from './credentials';

describe('student credentials', () => {
  it('slugs a class name into a short username stem, cut at a word boundary', () => {
    expect(slugify('Windows Server 2022 Administration')).toBe('windows-server-2022');
    expect(slugify('Réseaux & Sécurité')).toBe('reseaux-securite');
    expect(slugify('Supercalifragilisticexpialidocious')).toBe('supercalifragilisticexpi');
    expect(slugify('!!!')).toBe('class');
  });

  it('numbers usernames from 01 in the login domain', () => {
    expect(studentUsernames('linux', 2, 'academy.test')).toEqual(['linux-01@academy.test', 'linux-02@academy.test']);
  });

  it('makes passphrases of two words and four digits that differ between calls', () => {
    const phrases = Array.from({ length: 20 }, generatePassphrase);
    for (const phrase of phrases) expect(phrase).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
    expect(new Set(phrases).size).toBeGreaterThan(15);
  });

  it('compares passphrases exactly', () => {
    expect(passphraseMatches('amber-river-4821', 'amber-river-4821')).toBe(true);
    expect(passphraseMatches('amber-river-4821', 'amber-river-482')).toBe(false);
    expect(passphraseMatches('amber-river-4821', 'Amber-river-4821')).toBe(false);
  });
});
