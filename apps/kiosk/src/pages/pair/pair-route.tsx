export { PairPage } from './pair-page';
