export const STUDENT_FIRST_PAGE_BUDGET: { readonly js: number; readonly css: number };
export const INSTRUCTOR_ROUTE_BUDGET: { readonly js: number };
