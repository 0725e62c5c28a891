import { randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Student credentials: usernames are `<class-slug>-NN@<login domain>`, one passphrase per class that people can
 * read aloud and type ('amber-river-4821': 64 x 64 x 9000, about 25 bits, enough behind the login rate limit).
 */

const ADJECTIVES = [
  'amber',
  'azure',
  'bold',
  'brave',
  'bright',
  'calm',
  'clever',
  'coral',
  'crisp',
  'cosmic',
  'daring',
  'eager',
  'early',
  'fancy',
  'gentle',
  'golden',
  'grand',
  'happy',
  'hidden',
  'humble',
  'icy',
  'jolly',
  'keen',
  'kind',
  'lively',
  'lucky',
  'lunar',
  'mellow',
  'merry',
  'misty',
  'noble',
  'olive',
  'plain',
  'polar',
  'proud',
  'quick',
  'quiet',
  'rapid',
  'rosy',
  'royal',
  'rustic',
  'sandy',
  'sharp',
  'shiny',
  'silent',
  'silver',
  'simple',
  'sleek',
  'smooth',
  'snowy',
  'solar',
  'steady',
  'stormy',
  'sunny',
  'swift',
  'tidy',
  'urban',
  'vivid',
  'warm',
  'wild',
  'windy',
  'wise',
  'witty',
  'young',
] as const;

const NOUNS = [
  'anchor',
  'arrow',
  'badger',
  'basin',
  'beacon',
  'birch',
  'breeze',
  'brook',
  'canyon',
  'cedar',
  'cliff',
  'cloud',
  'comet',
  'coast',
  'delta',
  'dune',
  'eagle',
  'ember',
  'falcon',
  'fern',
  'field',
  'fjord',
  'forest',
  'galaxy',
  'garden',
  'glacier',
  'grove',
  'harbor',
  'hawk',
  'island',
  'lagoon',
  'lake',
  'lantern',
  'maple',
  'meadow',
  'mesa',
  'meteor',
  'mountain',
  'oasis',
  'ocean',
  'orchid',
  'otter',
  'pebble',
  'pine',
  'planet',
  'prairie',
  'quartz',
  'rain',
  'raven',
  'reef',
  'ridge',
  'river',
  'rocket',
  'sierra',
  'spruce',
  'summit',
  'thunder',
  'tiger',
  'tundra',
  'valley',
  'willow',
  'window',
  'winter',
  'zephyr',
] as const;

function pick<T>(list: readonly T[]): T {
  return list[randomInt(list.length)] as T;
}

export function generatePassphrase(): string {
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}-${randomInt(1000, 10_000)}`;
}

const MAX_SLUG_LENGTH = 24;

/** A username-safe stem of a class name: lower-case ASCII words joined by dashes, cut at a word boundary. */
export function slugify(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const longer = slug === '' ? word : `${slug}-${word}`;
    if (longer.length > MAX_SLUG_LENGTH) break;
    slug = longer;
  }
  // A first word longer than the limit is cut rather than dropped.
  if (slug === '' && words[0]) slug = words[0].slice(0, MAX_SLUG_LENGTH);
  return slug === '' ? 'class' : slug;
}

/** Candidate slugs for a name: the slug itself, then -2, -3 ... for classes with the same name. */
export function* slugCandidates(name: string): Generator<string> {
  const base = slugify(name);
  yield base;
  for (let suffix = 2; ; suffix += 1) yield `${base}-${suffix}`;
}

/** The username of the class's student number `number` (from 1): `<slug>-01@<login domain>`. */
export function studentUsername(slug: string, number: number, loginDomain: string): string {
  return `${slug}-${String(number).padStart(2, '0')}@${loginDomain.toLowerCase()}`;
}

export function studentUsernames(slug: string, count: number, loginDomain: string): string[] {
  return Array.from({ length: count }, (_, index) => studentUsername(slug, index + 1, loginDomain));
}

/** Constant-time comparison, so response timing does not leak how much of a passphrase matched. */
export function passphraseMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
