// Loaded with import() by LoginForm so Zod is not part of the login page's render-blocking JavaScript.
export { loginBodySchema } from '@portal/contracts';
