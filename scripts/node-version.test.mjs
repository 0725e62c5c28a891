import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkNodeVersion } from './node-version.mjs';

test('Node 22 and 24 pass without a word', () => {
  const said = [];
  assert.equal(
    checkNodeVersion('22.23.3', (line) => said.push(line)),
    true,
  );
  assert.equal(
    checkNodeVersion('24.1.0', (line) => said.push(line)),
    true,
  );
  assert.deepEqual(said, []);
});

test('Node 20 is named unsupported, with what to install', () => {
  const said = [];
  assert.equal(
    checkNodeVersion('20.20.2', (line) => said.push(line)),
    false,
  );
  assert.equal(said.length, 1);
  assert.match(said[0], /Node\.js 20\.20\.2 is not supported: use Node\.js 22 or 24 LTS/);
  assert.match(said[0], /npm i node@22/);
});
