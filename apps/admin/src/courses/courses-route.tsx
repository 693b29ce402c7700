// /admin/courses, in its own chunk (docs/architecture.md, Code splitting).
export { CoursesPage } from './courses-page';
