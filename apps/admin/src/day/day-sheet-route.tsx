// /admin, the day sheet, in its own chunk (docs/architecture.md, Code splitting).
export { DaySheetPage } from './day-sheet-page';
