// /member/wellness alone in its chunk: only a newcomer from a wellness provider opens it, once.
export { WellnessConfirmPage } from './wellness-confirm-page';
