import { describe, expect, it } from '@rstest/core';
import { parseCourseInput } from './course-input';

const body = {
  name: 'Networking',
  description: 'Line one\nline two',
  folder: 'group-v103',
  status: 'ACTIVE',
  vms: ['vm-tpl-1031', 'vm-tpl-1031', 'vm-tpl-1032'],
};

describe('parseCourseInput', () => {
  it('reads a course body into typed input, each machine once', () => {
    expect(parseCourseInput(body)).toEqual({
      ok: true,
      value: { ...body, vms: ['vm-tpl-1031', 'vm-tpl-1032'] },
    });
  });

  it("answers the first problem with the API's text", () => {
    expect(parseCourseInput({ ...body, status: 'DRAFT' })).toEqual({
      ok: false,
      problem: 'status must be one of ACTIVE, ARCHIVED.',
    });
    expect(parseCourseInput({ ...body, vms: [] })).toEqual({ ok: false, problem: 'vms must not be empty.' });
  });

  it('leaves the template catalog to the domain: an unknown folder is still well-formed input', () => {
    expect(parseCourseInput({ ...body, folder: 'no-such-folder' }).ok).toBe(true);
  });
});
