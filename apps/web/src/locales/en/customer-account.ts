/**
 * The participant's account pages (issue #24, 'The front door'). The notices repeat the contract's wording
 * (customerAccountMessages) so the English shown is the server's; field messages come from the shared schemas.
 */
const customerAccount = {
  show: 'Show',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    birthdate: 'Date of Birth',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newEmail: 'New Email',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
  },
  passwordHint: 'At least {{min}} characters.',
  datePlaceholder: 'mm/dd/yyyy',
  signIn: 'Sign in',
  goToSignIn: 'Go to sign in',
  backToSignIn: 'Back to sign in',
  register: {
    heading: 'Create your account',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    checkHeading: 'Check your email',
    sentTo:
      'We sent it to <strong>{{email}}</strong>. If it does not arrive in a few minutes, look in your spam folder, or create the account again to get a new link.',
  },
  verify: {
    heading: 'Confirm your email',
    confirmedHeading: 'Email confirmed',
    failed: 'We could not confirm your email just now. Please try again.',
    tryAgain: 'Try again',
    goToAccount: 'Go to your account',
  },
  link: {
    heading: 'This link cannot be used',
    newLinkHint:
      'To get a new confirmation link, create your account again with the same email address. If your account is already confirmed, sign in, or reset your password if you forgot it.',
    getNewLink: 'Get a new link',
    askNewLink: 'Ask for a new link',
    forgotPassword: 'Forgot password?',
  },
  forgot: {
    heading: 'Forgot your password?',
    intro: 'Enter the email address you sign in with. We will send you a link to choose a new password.',
    submit: 'Send reset link',
    checkHeading: 'Check your email',
  },
  reset: {
    heading: 'Choose a new password',
    intro: 'After the change you will be signed out everywhere and can sign in with the new password.',
    submit: 'Reset password',
    doneHeading: 'Password reset',
  },
  account: {
    title: 'Account',
    loadWhat: 'your account',
    detailsTitle: 'Sign-in details',
    emailLabel: 'Email:',
    pending: 'Waiting for confirmation: {{email}}. Open the link we sent to that address to finish the change.',
    changeEmailTitle: 'Change email',
    changeEmailSubmit: 'Change email',
    changePasswordTitle: 'Change password',
    changePasswordSubmit: 'Change password',
    signOutTitle: 'Sign out everywhere',
    sessions_one: 'You are signed in on {{count}} device. Signing out everywhere ends all of them, this one too.',
    sessions_other: 'You are signed in on {{count}} devices. Signing out everywhere ends all of them, this one too.',
    signOutSubmit: 'Sign out everywhere',
    signOutConfirm: 'You will be signed out on every device, this one too.',
    cancel: 'Cancel',
    languageTitle: 'Language',
    languageLabel: 'Language of the portal and of our emails',
    languageSaved: 'Your language has been saved.',
  },
  notices: {
    registered:
      'Thank you. We sent a confirmation link to the email address you entered. Open it within {{hours}} hours to finish creating your account.',
    forgotPasswordSent:
      'If an account uses that email address, we sent it a link to reset the password. The link works for {{minutes}} minutes.',
    emailChangeSent:
      'We sent a confirmation link to your new email address. Your email changes when you open it (within {{hours}} hours).',
    emailConfirmedSignedIn: 'Your email address is confirmed. Welcome!',
    emailConfirmedSignIn: 'Your email address is confirmed. Please sign in.',
    emailChanged: 'Your email address has been changed.',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
    passwordChanged: 'Your password has been changed. You were signed out on your other devices.',
    linkInvalid: 'This link is not valid. Please check that you copied the whole link, or ask for a new one.',
    linkUsed: 'This link has already been used. Please sign in, or ask for a new link.',
    linkExpired: 'This link has expired. Please ask for a new one.',
    tooManyRequests: 'Too many attempts. Please try again later.',
  },
};
export default customerAccount;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'customer-account': typeof customerAccount;
  }
}
