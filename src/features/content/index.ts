/** What the static pages feature offers the shell: the footer with the published pages' links. */
export { StaticPagesFooter } from './static-pages-footer';
