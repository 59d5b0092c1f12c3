/** The customer sign-in page (the staff's uses the same form, always in English). */
const auth = {
  customerHeading: 'Sign in to the {{customer}} Portal',
  formName: 'Sign in',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
  createAccount: 'Create account',
  /** A 429 whose body has no message (the server's words are shown when it sends them). */
  tooManyRequests: 'Too many attempts. Please try again later.',
};
export default auth;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auth: typeof auth;
  }
}
