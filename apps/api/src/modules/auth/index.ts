// Public entry point of the auth module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { createUser, getMe } from './auth.service.ts';
export { passwordWeakness } from './password-policy.ts';
