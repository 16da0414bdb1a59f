// Public entry point of the projects module: what other modules may use.
export { assertActiveProjects } from './projects.service.ts';
