import type { Folder } from '@academy/api';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { fetchCoursesFx } from '@/features/course-list/model';
import { fetchFoldersFx } from '@/features/folders/model';
import { courseEditMissing } from '@/shared/model/edited-course';
import { aCourse } from '@/shared/testing/courses';
import CourseListPage from './index';

const folders: Folder[] = [{ folder: 'group-v104', name: 'templates@archive', vms: [{ vm: 'vm-4', name: 'old' }] }];
const course = aCourse({ name: 'Old course', description: 'Kept', folder: 'group-v104', status: 'ARCHIVED', vms: [] });

async function openList(scope: Scope) {
  await act(async () => {
    render(
      <Provider value={scope}>
        <CourseListPage />
      </Provider>,
    );
  });
}

function listScope() {
  return fork({
    handlers: [
      [fetchCoursesFx, async () => [course]],
      [fetchFoldersFx, async () => folders],
    ],
  });
}

describe('<CourseListPage>', () => {
  afterEach(cleanup);

  it("loads the courses and names each folder, even a hidden one; 'Add Course' is there, the dialog closed", async () => {
    await openList(listScope());
    expect(screen.getByText('Old course')).toBeTruthy();
    expect(screen.getByText('templates@archive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Course' })).toBeTruthy();
    expect(screen.queryByText('Delete Course')).toBeNull();
  });

  it('says to choose a course after /courses/edit was opened without one', async () => {
    const scope = listScope();
    await allSettled(courseEditMissing, { scope });
    await openList(scope);
    expect(screen.getByText('Choose a course to edit from the list.')).toBeTruthy();
  });
});
