import type { TrainingCourse } from '@academy/contracts';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fetchCourses } from './course-calls';

const api = { apiBaseUrl: '', accessToken: 'token-1' };
const course: TrainingCourse = {
  id: 'course-1',
  name: 'Windows Server',
  description: '',
  folder: 'folder-1',
  status: 'ACTIVE',
  vms: ['vm-1'],
};

describe('fetchCourses', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('answers the list of courses', async () => {
    rs.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([course]), { status: 200 }));
    await expect(fetchCourses(api)).resolves.toEqual([course]);
  });

  it.each([
    ['a course without its name', [{ ...course, name: undefined }]],
    ['a list that is an object', { courses: [course] }],
  ])('refuses %s: the answer does not match its contract', async (_case, body) => {
    rs.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
    await expect(fetchCourses(api)).rejects.toThrow(
      new TypeError('/api/training-course: the answer does not match its contract'),
    );
  });
});
