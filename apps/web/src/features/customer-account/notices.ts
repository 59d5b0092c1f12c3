import { customerAccountLimits as limits, customerAccountMessages as messages } from '@portal/contracts';
import { useT } from '../../platform/i18n';

/** The server's notices (English, the contract's words) and their keys in the customer-account catalogue. */
const noticeKeys = [
  [messages.registered(limits.verifyEmailHours), 'notices.registered'],
  [messages.forgotPasswordSent(limits.resetPasswordMinutes), 'notices.forgotPasswordSent'],
  [messages.emailChangeSent(limits.emailChangeHours), 'notices.emailChangeSent'],
  [messages.emailConfirmedSignedIn, 'notices.emailConfirmedSignedIn'],
  [messages.emailConfirmedSignIn, 'notices.emailConfirmedSignIn'],
  [messages.emailChanged, 'notices.emailChanged'],
  [messages.passwordReset, 'notices.passwordReset'],
  [messages.passwordChanged, 'notices.passwordChanged'],
  [messages.linkInvalid, 'notices.linkInvalid'],
  [messages.linkUsed, 'notices.linkUsed'],
  [messages.linkExpired, 'notices.linkExpired'],
] as const;

const params = {
  hours: limits.verifyEmailHours,
  minutes: limits.resetPasswordMinutes,
};

/** Shows a server notice in the language chosen: a known one from the catalogue, any other as the server wrote it. */
export function useNoticeText(): (serverMessage: string) => string {
  const { t } = useT('customer-account');
  return (serverMessage) => {
    const key = noticeKeys.find(([english]) => english === serverMessage)?.[1];
    if (!key) return serverMessage;
    const hours = key === 'notices.emailChangeSent' ? limits.emailChangeHours : params.hours;
    return t(key, { hours, minutes: params.minutes });
  };
}
