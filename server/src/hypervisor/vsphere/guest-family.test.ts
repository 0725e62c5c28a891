import { describe, expect, it } from '@rstest/core';
import type { GuestOs } from '../../domain/ports/guest-scripts';
import { guestOsOf } from './guest-family';

describe("a vSphere machine's guest family", () => {
  const cases = {
    'a Windows Server guest id': [['windows2019srvNext_64Guest', undefined], 'windows'],
    'a Windows 11 guest id': [['windows9_64Guest', undefined], 'windows'],
    'an Ubuntu guest id': [['ubuntu64Guest', undefined], 'linux'],
    'a CentOS guest id': [['centos7_64Guest', undefined], 'linux'],
    'no guest id at all': [[undefined, undefined], 'linux'],
    "the running guest's family over the configured id": [['otherGuest64', 'windowsGuest'], 'windows'],
    'a Linux family over a Windows id (the guest was reinstalled)': [['windows9_64Guest', 'linuxGuest'], 'linux'],
  } satisfies Record<string, [[string | undefined, string | undefined], GuestOs]>;

  it.each(Object.entries(cases))('reads %s', (_, [[guestId, family], guestOs]) => {
    expect(guestOsOf(guestId, family)).toBe(guestOs);
  });
});
