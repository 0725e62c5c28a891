export { default } from '../../rstest.frontend';
