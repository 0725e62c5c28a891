import { describe, expect, it } from '@rstest/core';
import { is } from 'effector';
import * as bus from './index';

describe('@academy/bus, the shared singleton', () => {
  it('hands out Effector units and nothing else: a constant or helper here would make every change ship the shell', () => {
    const exported = Object.entries(bus);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter(([, value]) => !is.unit(value)).map(([name]) => name)).toEqual([]);
  });
});
