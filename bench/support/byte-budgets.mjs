// What a cold load may transfer (bytes as the network carried them, compressed; KB = 1024 bytes, as the bench
// prints them). bench/login.mjs reports against them and e2e/byte-budgets.spec.ts fails above them.
const KB = 1024;

/** A student's first page: a cold /login, or /machines for a student already signed in. */
export const STUDENT_FIRST_PAGE_BUDGET = { js: 150 * KB, css: 15 * KB };

/** An instructor route (/courses, /classes), loaded cold with the instructor signed in. */
export const INSTRUCTOR_ROUTE_BUDGET = { js: 250 * KB };
