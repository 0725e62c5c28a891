// The instructor's API client: its own shared entry, so a student's shell and lab never carry it.

export { fetchCourses } from './course-calls';
export type { InstructorApi, InstructorRequest } from './instructor-request';
export { $instructorApi, instructorRequest, reportInstructorUnauthorized } from './instructor-request';
