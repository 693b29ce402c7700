export { CheckInPage } from './check-in-page';
