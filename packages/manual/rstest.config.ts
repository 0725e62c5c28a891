export { default } from '@academy/build/rstest-frontend';
