import { describe, expect, it } from '@rstest/core';
import * as contracts from './index';

describe('APP_VERSION, for remote releases built against contracts 1.x', () => {
  it('is still handed out, with the value 1.x always had', () => {
    // Removing an export breaks a remote built against it: only the next major may (see CHANGELOG.md).
    expect(contracts.APP_VERSION).toBe('1.1.0');
  });
});
